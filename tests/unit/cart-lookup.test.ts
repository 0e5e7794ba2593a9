// The cart page's lookup of products by SKU (src/features/cart/lookup.ts), against a fetch that answers like the
// built site: a JSON file per product, the 404 page for anything else.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartProducts } from '../../src/features/cart/lookup.ts';
import type { CartProduct } from '../../src/features/cart/view.ts';

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

  it('rejects when the store cannot answer, so the cart is kept as stored', async () => {
    serve({ '/products/biwin-a.json': product('biwin-a') }, { '/products/biwin-b.json': 503 });
    await expect(cartProducts(['biwin-a', 'biwin-b'])).rejects.toThrow(/503/);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(cartProducts(['biwin-a'])).rejects.toThrow(TypeError);
  });

  it('asks for nothing when there is nothing to look up', async () => {
    const fetch = serve({});
    expect(await cartProducts([])).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
