import type { BrandId } from '../../catalog/schema.ts';
import type { ProductEditFields } from '../schema.ts';

/** What the static page hands the editor island: the product's fixed parts and its catalogue values. */
export interface EditorProps {
  sku: string;
  brand: BrandId;
  brandName: string;
  category: string;
  /** The product's first illustration, as built for a listing card. */
  image: { src: string; width: number; height: number };
  /** The repository's values, which "Revert to catalogue values" restores. */
  catalog: ProductEditFields;
}
