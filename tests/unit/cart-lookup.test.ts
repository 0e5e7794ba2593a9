// The cart page's lookup of products by SKU (src/features/cart/lookup.ts), against a fetch that answers like the
// built site: a JSON file per product, the 404 page for anything else.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { skuFromEditPath } from '../../src/domain/editor/address.ts';
import { cartProducts, readProductFile } from '../../src/features/cart/lookup.ts';
import { stillSold } from '../../src/features/cart/still-sold.ts';
import { parseProductFile } from '../../src/domain/products/product-file.ts';

/** As the editor reads the product it edits. */
const productFile = (sku: string) => readProductFile(sku, parseProductFile);
import type { CartProduct } from '../../src/domain/products/listed-product.ts';

const product = (sku: string, overrides: Partial<CartProduct> = {}): CartProduct => ({
  sku,
  name: `Product ${sku}`,
  brand: 'biwin',
  brandName: 'Biwin',
  category: 'NVMe SSD',
  price: 7999,
  stock: 4,
  image: `/_astro/${sku}.svg`,
  path: `/products/${sku}`,
  ...overrides,
});

/** A hidden product's file: what its editor page shows anyone, no name, price or stock. */
const hidden = {
  sku: 'biwin-h',
  hidden: true,
  brand: 'biwin',
  brandName: 'Biwin',
  category: 'NVMe SSD',
  image: '/_astro/h.svg',
};

function serve(files: Record<string, unknown>, status: Record<string, number> = {}) {
  const fetch = vi.fn((url: string) => {
    if (status[url]) return Promise.resolve(new Response('no', { status: status[url] }));
    return Promise.resolve(
      url in files
        ? new Response(JSON.stringify(files[url]), { headers: { 'Content-Type': 'application/json' } })
        : new Response('<!doctype html><title>Page not found</title>', { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('cartProducts', () => {
  it('reads each product from its own file, in the order asked', async () => {
    const fetch = serve({
      '/products/biwin-a.json': product('biwin-a'),
      '/products/fenvi-b.json': product('fenvi-b', { brand: 'fenvi', brandName: 'Fenvi' }),
    });
    const found = await cartProducts(['fenvi-b', 'biwin-a']);
    expect(found.map((p) => p.sku)).toEqual(['fenvi-b', 'biwin-a']);
    expect(found[0]).toEqual(product('fenvi-b', { brand: 'fenvi', brandName: 'Fenvi' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves out a SKU the store does not sell, and a file that does not read as that product', async () => {
    serve({
      '/products/biwin-a.json': product('biwin-a'),
      '/products/biwin-wrong.json': product('biwin-other'),
      '/products/biwin-bad.json': { ...product('biwin-bad'), price: -1 },
      '/products/biwin-text.json': 'not a product',
    });
    const found = await cartProducts(['retired-product', 'biwin-wrong', 'biwin-bad', 'biwin-text', 'biwin-a']);
    expect(found.map((p) => p.sku)).toEqual(['biwin-a']);
  });

  it('rejects when the store cannot answer, after one more try, so the cart is kept as stored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const fetch = serve({ '/products/biwin-a.json': product('biwin-a') }, { '/products/biwin-b.json': 503 });
    const answered = expect(cartProducts(['biwin-a', 'biwin-b'])).rejects.toThrow(/503/);
    await vi.runAllTimersAsync();
    await answered;
    expect(fetch.mock.calls.filter(([url]) => url === '/products/biwin-b.json')).toHaveLength(2);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const unreachable = expect(cartProducts(['biwin-a'])).rejects.toThrow(TypeError);
    await vi.runAllTimersAsync();
    await unreachable;
  });

  it('rejects an answer whose body cannot be read, instead of dropping the product', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response('{"sku":"biwin-a","na', { headers: { 'Content-Type': 'application/json' } })),
      ),
    );
    const cut = expect(cartProducts(['biwin-a'])).rejects.toThrow(SyntaxError);
    await vi.runAllTimersAsync();
    await cut;
  });

  it('keeps what a second try reads when the first failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(product('biwin-a'))));
    vi.stubGlobal('fetch', fetch);
    const found = cartProducts(['biwin-a']);
    await vi.runAllTimersAsync();
    expect((await found).map((p) => p.sku)).toEqual(['biwin-a']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leaves out a hidden product, whose file names no price', async () => {
    serve({
      '/products/biwin-a.json': product('biwin-a'),
      '/products/biwin-h.json': hidden,
    });
    expect((await cartProducts(['biwin-h', 'biwin-a'])).map((p) => p.sku)).toEqual(['biwin-a']);
  });

  it('asks for nothing when there is nothing to look up', async () => {
    const fetch = serve({});
    expect(await cartProducts([])).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the whole product file (the editor reads the product it edits)', () => {
  it('reads a listed product and a hidden one, and null for a SKU the store does not have', async () => {
    serve({ '/products/biwin-a.json': product('biwin-a'), '/products/biwin-h.json': hidden });
    expect(await productFile('biwin-a')).toEqual(product('biwin-a'));
    expect(await productFile('biwin-h')).toEqual(hidden);
    expect(await productFile('biwin-gone')).toBeNull();
  });

  it('refuses a hidden file that names the product or claims another SKU', async () => {
    serve({
      '/products/biwin-h.json': { ...hidden, hidden: false },
      '/products/biwin-x.json': { ...hidden },
    });
    expect(await productFile('biwin-h')).toBeNull();
    expect(await productFile('biwin-x')).toBeNull();
  });
});

describe('skuFromEditPath', () => {
  it('reads the SKU of an edit address', () => {
    expect(skuFromEditPath('/products/biwin-nv7400-1tb/edit')).toBe('biwin-nv7400-1tb');
    expect(skuFromEditPath('/products/biwin-nv7400-1tb/edit/')).toBe('biwin-nv7400-1tb');
  });

  it('gives null for other addresses and malformed SKUs', () => {
    for (const path of [
      '/products/editor',
      '/products/biwin-nv7400-1tb',
      '/products/Biwin/edit',
      '/products/a%20b/edit',
      '/products/a/b/edit',
      '/products//edit',
      `/products/${'a'.repeat(65)}/edit`,
      '/x/products/a/edit',
    ])
      expect(skuFromEditPath(path), path).toBeNull();
  });
});

describe('stillSold', () => {
  const built = [product('biwin-a', { stock: 9 }), product('biwin-h'), product('fenvi-b', { stock: 3 })];
  const url = '/api/stock?skus=biwin-a,biwin-h,fenvi-b';

  it('drops the products the stock answer leaves out (hidden since the build) and gives the rest their live level', async () => {
    const fetch = serve({ [url]: { levels: { 'biwin-a': 2, 'fenvi-b': 0 }, at: '2026-01-01T00:00:00.000Z' } });
    expect(await stillSold(built)).toEqual([product('biwin-a', { stock: 2 }), product('fenvi-b', { stock: 0 })]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the products as built when the store cannot say', async () => {
    for (const answer of [null, 'text', [], { levels: null }, { levels: [] }, { other: {} }]) {
      serve({ [url]: answer });
      expect(await stillSold(built), JSON.stringify(answer)).toBe(built);
    }
    serve({}, { [url]: 503 });
    expect(await stillSold(built)).toBe(built);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await stillSold(built)).toBe(built);
  });

  it('asks nothing for no products', async () => {
    const fetch = serve({});
    expect(await stillSold([])).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
