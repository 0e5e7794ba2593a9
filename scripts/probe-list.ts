import { createAccount, idTokenFor, uniqueEmail } from '../tests/support/auth.ts';
const base = 'http://127.0.0.1:8888';
const account = { email: uniqueEmail('probe-list'), password: 'secret-123' };
await createAccount(account);
const token = await idTokenFor(account);
const api = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, base), { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
const t0 = performance.now();
for (let i = 0; i < 23; i++) {
  const placed = await api('/api/orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ lines: [{ sku: 'fenvi-rp-sma-extension-1m', quantity: 1 }] }),
  });
  const { order } = (await placed.json()) as { order: { id: string } };
  await api(`/api/orders/${order.id}/cancel`, { method: 'POST' });
}
console.log('placed+cancelled 23 in', Math.round(performance.now() - t0), 'ms');
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  const r = await api('/api/orders');
  const body = (await r.json()) as { orders: unknown[] };
  console.log('list', r.status, body.orders.length, Math.round(performance.now() - t), 'ms');
}
