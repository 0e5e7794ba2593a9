import type { BrandId } from '../../../domain/catalog/index.ts';

/** The product's fixed parts, from its `/products/<sku>.json` (its editable values come from the API). */
export interface EditorProps {
  sku: string;
  brand: BrandId;
  brandName: string;
  category: string;
  /** The product's first illustration, as built for a listing card. */
  image: { src: string; width: number; height: number };
}
