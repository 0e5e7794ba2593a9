// The wrapper every Function answers through: safety headers on every answer, cross-origin writes refused, a thrown
// error turned into a generic 500; and the public stock endpoint behind it.
import { describe, expect, it, vi } from 'vitest';
import { FUNCTION_HEADERS, isCrossOrigin, secured } from '../../src/server/secure.ts';
import { handleStock } from '../../src/server/inventory/handler.ts';
import { createInventory } from '../../src/server/inventory/inventory.ts';
import { memoryStore } from '../support/memory-store.ts';

const ok = secured(
  async () =>
    new Response('{"ok":true}', {
      status: 201,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=600' },
    }),
);
const request = (method: string, headers: Record<string, string> = {}) =>
  new Request('https://store.test/api/x', { method, headers });

describe('secured', () => {
  it('sets no-store, nosniff and a CSP that allows nothing on a success, overriding the handler', async () => {
    const response = await ok(request('GET'));
    expect(response.status).toBe(201);
    for (const [name, value] of Object.entries(FUNCTION_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a thrown error with a 500 that carries none of it, with the same headers', async () => {
    const log = { error: vi.fn() };
    const broken = secured(async () => {
      throw new Error('secret at /srv/app/file.ts:12');
    }, log);
    const response = await broken(request('POST'));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toMatch(/secret|\/srv|\.ts/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(log.error).toHaveBeenCalled();
  });

  it.each([
    ['another site (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling subdomain (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'same-site' }],
    ['another Origin', { Origin: 'https://evil.test' }],
    ['an Origin that is not a URL', { Origin: 'null' }],
  ])('refuses a write from %s with 403 and never runs the handler', async (_name, headers) => {
    const handler = vi.fn(async () => new Response('{}'));
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await secured(handler)(request(method, headers));
      expect(response.status).toBe(403);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets same-origin writes, clients without browser headers, and cross-origin reads through', () => {
    expect(isCrossOrigin(request('POST', { Origin: 'https://store.test', 'Sec-Fetch-Site': 'same-origin' }))).toBe(
      false,
    );
    expect(isCrossOrigin(request('POST'))).toBe(false);
    // Behind a proxy request.url may name an internal host; the Host header is what the browser connected to.
    expect(
      isCrossOrigin(
        new Request('http://127.0.0.1:9999/api/x', {
          method: 'POST',
          headers: { Origin: 'https://shop.example', Host: 'shop.example' },
        }),
      ),
    ).toBe(false);
  });
});

describe('GET /api/stock', () => {
  const setup = () => {
    const { store, snapshot } = memoryStore();
    const inventory = createInventory({ store, initial: async (sku) => ({ 'ssd-1tb': 42, card: 3 })[sku] });
    const get = async (query: string, method = 'GET') => {
      const response = await handleStock(new Request(`https://store.test/api/stock${query}`, { method }), {
        inventory,
        visible: async (skus) => new Set(skus),
        now: () => new Date('2026-01-01T00:00:00Z'),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    return { inventory, get, snapshot };
  };

  it('answers the live level where one is stored and the catalogue stock elsewhere, leaving out unknown SKUs', async () => {
    const { inventory, get } = setup();
    await inventory.reserve([{ sku: 'card', quantity: 2 }]);
    expect(await get('?skus=ssd-1tb,card,nope,card')).toEqual({
      status: 200,
      body: { levels: { 'ssd-1tb': 42, card: 1 }, at: '2026-01-01T00:00:00.000Z' },
    });
  });

  it('refuses a missing, malformed or oversized list and other methods, changing nothing', async () => {
    const { get, snapshot } = setup();
    const before = snapshot();
    expect((await get('')).status).toBe(400);
    expect((await get('?skus=../etc/passwd')).status).toBe(400);
    expect((await get('?skus=__proto__')).status).toBe(400);
    expect((await get(`?skus=${Array.from({ length: 51 }, (_, i) => `p-${i}`).join(',')}`)).status).toBe(400);
    expect((await get('?skus=card', 'POST')).status).toBe(405);
    expect(snapshot()).toBe(before);
  });

  it("names the refused query field in the problem's errors", async () => {
    const { get } = setup();
    expect((await get('?skus=card,../etc/passwd')).body).toMatchObject({
      type: 'tag:biwin-fenvi.store,2026:problem:invalid-request',
      status: 400,
      detail: 'skus[1] SKU must be lower-case letters, digits and dashes',
      errors: { 'skus.1': 'SKU must be lower-case letters, digits and dashes' },
    });
    expect((await get('')).body).toMatchObject({
      detail: 'skus must name the products: ?skus=sku-1,sku-2',
      errors: { skus: 'must name the products: ?skus=sku-1,sku-2' },
    });
  });
});
