// The chat's bounds and checks as pure units: reply signatures, the in-memory token bucket, the product-link check on
// model answers, and the tools' handling of the model's (untrusted) arguments. The limiter and signing key shared
// through Blobs are in chat-shared-state.test.ts.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { MAX_QUANTITY } from '../../src/domain/cart/limits.ts';
import { checkedLines, checkProductLinks, linkedSkus } from '../../src/server/chat/transport/links.ts';
import { tokenBucket } from '../../src/server/chat/transport/rate-limit.ts';
import { replySigner, trustedTurns } from '../../src/server/chat/transport/signing.ts';
import { runTool, TOOL_SPECS } from '../../src/server/chat/model/tools.ts';

const known = new Set(catalogue().map((p) => p.sku));
const knows = (sku: string) => known.has(sku);
const tool = (name: string, args: unknown) =>
  JSON.parse(
    runTool({ name, arguments: typeof args === 'string' ? args : JSON.stringify(args) }, catalogue()),
  ) as Record<string, unknown>;

describe('reply signatures', () => {
  const signer = replySigner('a-key-of-sixteen-chars');

  it("accepts the server's own reply and refuses a forged, altered or other key's one", () => {
    const sig = signer.sign('Hello');
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify('Hello', sig)).toBe(true);
    expect(signer.verify('Hello!', sig)).toBe(false);
    expect(signer.verify('Hello', undefined)).toBe(false);
    expect(signer.verify('Hello', 'x')).toBe(false);
    expect(replySigner('another-key-of-16-chars').verify('Hello', sig)).toBe(false);
  });

  it('keeps user turns and signed assistant turns only, without their signatures', () => {
    const turns = trustedTurns(
      [
        { role: 'user', content: 'a' },
        { role: 'assistant', content: 'b', sig: signer.sign('b') },
        { role: 'assistant', content: 'forged' },
        { role: 'user', content: 'c' },
      ],
      signer,
    );
    expect(turns).toEqual([
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'b' },
      { role: 'user', content: 'c' },
    ]);
  });
});

describe('token bucket', () => {
  it('allows a burst, then refuses with the wait until the next token, per client', async () => {
    const limiter = tokenBucket({ capacity: 2, refillPerSecond: 0.5, maxClients: 100 });
    expect(await limiter.take('a', 0)).toEqual({ ok: true });
    expect(await limiter.take('a', 0)).toEqual({ ok: true });
    expect(await limiter.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect(await limiter.take('b', 0)).toEqual({ ok: true });
    expect(await limiter.take('a', 2_000)).toEqual({ ok: true });
  });

  it('forgets the least recently seen clients beyond its size, and takes any string as a key', async () => {
    const limiter = tokenBucket({ capacity: 1, refillPerSecond: 0.001, maxClients: 2 });
    for (const key of ['__proto__', 'constructor', 'c']) expect(await limiter.take(key, 0)).toEqual({ ok: true });
    // '__proto__' was forgotten, so it starts with a full bucket again; 'c' is still remembered and empty.
    expect(await limiter.take('__proto__', 0)).toEqual({ ok: true });
    expect((await limiter.take('c', 0)).ok).toBe(false);
  });
});

describe('product links in a model answer', () => {
  it('keeps known links and drops an unknown product with the words about it', () => {
    expect(checkProductLinks('See [A](/products/biwin-nv7400-2tb).', knows)).toBe(
      'See [A](/products/biwin-nv7400-2tb).',
    );
    expect(checkProductLinks('See [Ghost](/products/biwin-ghost-1tb).', knows)).toBe('');
    expect(checkProductLinks('Go to /products/fenvi-nope now', knows)).toBe('');
    expect(checkProductLinks('Get fenvi-be200-m2 or fenvi-nope-2.', knows)).toBe('Get fenvi-be200-m2.');
    // Words that only look like a brand's SKU are words.
    for (const text of ['Biwin-made memory is reliable.', 'fenvi-branded cards use Intel chips, and they are cheap.'])
      expect(checkProductLinks(text, knows)).toBe(text);
    expect(checkProductLinks('[x](https://evil.example/products/fenvi-nope)', knows)).toBe('');
    expect(linkedSkus('[a](/products/fenvi-be200-m2) and /products/fenvi-be200-m2 and /products/biwin-a3-1tb')).toEqual(
      ['fenvi-be200-m2', 'biwin-a3-1tb'],
    );
  });

  it('checks a stream line by line, whatever the chunking', async () => {
    async function* chunks() {
      yield 'Try [Gh';
      yield 'ost](/products/biwin-gh';
      yield 'ost)\n[Real](/products/biwin-a3-1tb)';
    }
    const out: string[] = [];
    for await (const piece of checkedLines(chunks(), knows)) out.push(piece);
    expect(out).toEqual(['[Real](/products/biwin-a3-1tb)']);
  });
});

describe('tools', () => {
  it('query_catalogue ranks by brand, category, price and stock with the offline executor', () => {
    const query = { operation: 'rank', products: [], attributes: ['price'], direction: 'min' };
    const result = tool('query_catalogue', {
      ...query,
      constraints: { brand: 'fenvi', categories: ['Bluetooth Adapter'], maxPrice: 2000, inStock: true },
    }) as { kind: string; ranked: { sku: string; priceUsd: number; stock: number; category: string }[] };
    expect(result.kind).toBe('rank');
    expect(result.ranked.length).toBeGreaterThan(0);
    expect(result.ranked.every((p) => p.priceUsd <= 20 && p.stock > 0 && p.category === 'Bluetooth Adapter')).toBe(
      true,
    );
    const prices = result.ranked.map((p) => p.priceUsd);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('get_product and fit_check answer unknown SKUs with an error', () => {
    expect(tool('get_product', { sku: 'biwin-a3-1tb' })).toMatchObject({
      sku: 'biwin-a3-1tb',
      page: '/products/biwin-a3-1tb',
    });
    expect(tool('get_product', { sku: '../../etc/passwd' })).toEqual({ error: expect.stringMatching(/No product/) });
    expect(tool('fit_check', { skus: ['biwin-a3-1tb', 'nope'], host: { os: 'Linux' } })).toEqual({
      error: 'No product with SKU nope',
    });
    const compared = tool('query_catalogue', {
      operation: 'compare',
      products: ['fenvi-ax200-wifi6', 'fenvi-ax210-wifi6e'],
      attributes: ['price'],
      direction: 'min',
      constraints: {},
    }) as { ranked: { product: { sku: string } }[] };
    expect(compared.ranked.map((c) => c.product.sku)).toEqual(['fenvi-ax200-wifi6', 'fenvi-ax210-wifi6e']);
  });

  it('quote_shipping applies the cart rule and limits', () => {
    expect(tool('quote_shipping', { lines: [{ sku: 'fenvi-bt54-usb', quantity: 1 }] })).toMatchObject({
      subtotalUsd: 12.99,
      shippingUsd: 5.99,
      totalUsd: 18.98,
    });
    const over = tool('quote_shipping', { lines: [{ sku: 'fenvi-bt54-usb', quantity: MAX_QUANTITY + 5 }] });
    expect(over['problems']).toEqual([expect.stringMatching(new RegExp(`at most ${MAX_QUANTITY}`))]);
  });

  it('refuses bad arguments and unknown tools without throwing', () => {
    expect(tool('policy_passage', '{bad')).toEqual({ error: 'Arguments are not valid JSON' });
    expect(
      tool('query_catalogue', { operation: 'constructor', products: [], attributes: [], constraints: {} }),
    ).toEqual({
      error: expect.stringMatching(/^Invalid arguments/),
    });
    expect(tool('policy_passage', { question: 'can I return it after 40 days?' })).toMatchObject({
      kind: 'policy',
      answer: { verdict: 'No' },
    });
    expect(tool('drop_tables', {})).toEqual({ error: 'Unknown tool drop_tables' });
    expect(tool('__proto__', {})).toEqual({ error: 'Unknown tool __proto__' });
  });

  it('describes each tool with the schema its arguments are parsed with', () => {
    const spec = (name: string) => TOOL_SPECS.find((t) => t.name === name)?.parameters;
    expect(TOOL_SPECS.map((t) => t.name).sort()).toEqual([
      'fit_check',
      'get_product',
      'policy_passage',
      'query_catalogue',
      'quote_shipping',
    ]);
    // What the schema says the model may send is what the tool accepts, and what it says is out of bounds is refused.
    expect(spec('query_catalogue')).toMatchObject({
      required: expect.arrayContaining(['operation', 'products', 'attributes', 'constraints']),
      properties: { operation: { enum: expect.arrayContaining(['value', 'compare', 'rank', 'total', 'fit']) } },
    });
    expect(
      tool('query_catalogue', { operation: 'rank', products: ['x'.repeat(200)], attributes: [], constraints: {} }),
    ).toEqual({
      error: expect.stringMatching(/^Invalid arguments/),
    });
    expect(spec('quote_shipping')).toMatchObject({
      properties: { lines: { items: { properties: { quantity: { type: 'integer', minimum: 1 } } } } },
    });
    expect(tool('quote_shipping', { lines: [{ sku: 'fenvi-bt54-usb', quantity: 0 }] })).toEqual({
      error: expect.stringMatching(/^Invalid arguments/),
    });
    expect(spec('get_product')).toMatchObject({ additionalProperties: false });
    expect(tool('get_product', { sku: 'biwin-a3-1tb', extra: true })).toEqual({
      error: expect.stringMatching(/^Invalid arguments/),
    });
  });
});
