// One product as the cart and the product editor show it (`/products/<sku>.json`, src/features/cart/view.ts): the cart
// page reads these for the products in a stored cart and the recently viewed ones, a few hundred bytes each, instead of
// loading the search index; the editor (/products/editor) reads the one it edits. Every product of the repository has
// one: a hidden product's file says only what its editor page shows anyone, and the cart drops a line for it.
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { baseCatalog } from '~/features/catalog/catalog';
import { getBrandNames, getProducts } from '~/features/catalog/content';
import { cartProductFor, hiddenProductFor } from '~/features/cart/cart-product';

export const getStaticPaths = (async () => {
  const [products, brandNames] = await Promise.all([getProducts(), getBrandNames()]);
  // The effective catalogue: the repository's products with editors' edits, hidden ones out.
  const listed = new Map(products.filter((product) => !product.hidden).map((product) => [product.sku, product]));
  return baseCatalog.map((base) => {
    const product = listed.get(base.sku);
    return {
      params: { sku: base.sku },
      props: { product: product ?? base, listed: product !== undefined, brandName: brandNames[base.brand] },
    };
  });
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  Response.json(await (props.listed ? cartProductFor : hiddenProductFor)(props.product, props.brandName));
