// The cart's shelf search finds products in the search index (the page does not embed the catalogue): a hit becomes the
// few fields its lines and shelf show.
import type { SearchHit } from '../search/index.ts';
import type { CartProduct } from '../../domain/products/listed-product.ts';

export function cartProductOf(hit: SearchHit): CartProduct {
  const { meta } = hit;
  return {
    sku: meta.sku,
    name: meta.title,
    brand: meta.brand,
    brandName: meta.brandName,
    category: meta.category,
    price: meta.price,
    stock: meta.stock,
    image: meta.image,
    path: hit.url,
  };
}
