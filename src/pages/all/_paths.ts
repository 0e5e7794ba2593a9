// The static paths of /all and /all2: the whole catalogue, 24 a page. Everything a page needs is worked out here,
// once for all pages, so a page costs the same at any catalogue size.
import { getBrandNames, getProducts } from '~/features/catalog/content';
import { listingPages, pageParam, type ListingPage } from '~/features/catalog';
import { categoriesOf, listProducts, type BrandId } from '~/domain/catalog';
import { routes } from '~/domain/site';
import { facetOptions, type FacetOptions } from '~/features/search';

/** /all shows the catalogue as a grid, /all2 as comparison tables. */
export type AllProductsView = 'grid' | 'table';

// A type alias, not an interface: Astro's static paths need props that index as a record.
export type AllProductsProps = {
  view: AllProductsView;
  page: ListingPage;
  brandNames: Record<BrandId, string>;
  categories: string[];
  facets: FacetOptions;
};

export async function allProductsPaths(
  view: AllProductsView,
): Promise<Array<{ params: { page: string | undefined }; props: AllProductsProps }>> {
  const products = listProducts(await getProducts());
  const [brandNames, categories, facets] = [await getBrandNames(), categoriesOf(products), facetOptions(products)];
  return listingPages(products, view === 'grid' ? routes.all : routes.compare).map((page) => ({
    params: { page: pageParam(page.current) },
    props: { view, page, brandNames, categories, facets },
  }));
}
