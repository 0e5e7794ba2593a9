// One product as the cart shows it (`/products/<sku>.json`, src/features/cart/view.ts): the cart page reads these for
// the products in a stored cart and the recently viewed ones, a few hundred bytes each, instead of loading the search
// index. Hidden products have none, so a stored line for one is dropped with a notice, as for a retired SKU.
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { getBrandNames, getProducts } from '~/features/catalog/content';
import { cartProductFor } from '~/features/cart/cart-product';

export const getStaticPaths = (async () => {
  const [products, brandNames] = await Promise.all([getProducts(), getBrandNames()]);
  return products
    .filter((product) => !product.hidden)
    .map((product) => ({ params: { sku: product.sku }, props: { product, brandName: brandNames[product.brand] } }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  Response.json(await cartProductFor(props.product, props.brandName));
