// Build-time only: the search index's records, made here because only pages can read the content collections and
// the built image URLs. The search-index integration turns this file into dist/pagefind and then deletes it.
import type { APIRoute } from 'astro';
import { getBrandNames, getProducts } from '~/features/catalog/content';
import { productImage } from '~/features/catalog/images';
import { listProducts } from '~/features/catalog';
import { searchRecord } from '~/features/search';

export const GET: APIRoute = async () => {
  const [products, brandNames] = await Promise.all([getProducts(), getBrandNames()]);
  const featured = listProducts(products.filter((p) => !p.hidden));
  const records = featured.map((p, rank) =>
    searchRecord(p, brandNames[p.brand], productImage(p.images[0] ?? '').src, rank),
  );
  return new Response(JSON.stringify(records));
};
