// Every product's `/products/<sku>.json` (src/integrations/product-files.ts): the cart's view of a listed product,
// and for a hidden one only what its editor page shows anyone. What the build writes is what the browser accepts.
import { describe, expect, it } from 'vitest';
import { cartProductSchema } from '../../src/domain/products/listed-product.ts';
import { productFileBody } from '../../src/domain/products/file-body.ts';
import { hiddenProductSchema } from '../../src/domain/products/product-file.ts';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { productImage } from '../../src/features/catalog/images.ts';

const listed = catalogue().find((product) => !product.hidden);
if (!listed) throw new Error('The catalogue has no listed product');

describe('a product file', () => {
  it("is the cart's view of a listed product, with its published illustration", () => {
    const file: unknown = JSON.parse(productFileBody(listed, 'Biwin', productImage(listed.images[0] ?? '').src));
    expect(cartProductSchema.parse(file)).toEqual({
      sku: listed.sku,
      name: listed.name,
      brand: listed.brand,
      brandName: 'Biwin',
      category: listed.category,
      price: listed.price,
      stock: listed.stock,
      image: productImage(listed.images[0] ?? '').src,
      path: `/products/${listed.sku}`,
    });
  });
  it('says of a hidden product only its SKU, brand, category and illustration', () => {
    const file = JSON.parse(
      productFileBody({ ...listed, hidden: true }, 'Biwin', productImage(listed.images[0] ?? '').src),
    ) as Record<string, unknown>;
    expect(Object.keys(file).toSorted()).toEqual(['brand', 'brandName', 'category', 'hidden', 'image', 'sku']);
    expect(hiddenProductSchema.parse(file).hidden).toBe(true);
    expect(JSON.stringify(file)).not.toContain(listed.name);
  });
});
