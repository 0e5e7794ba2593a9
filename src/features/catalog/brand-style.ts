// Each brand's colours as utility classes, once: cards, thumbnails, brand pages and search results read them here
// instead of choosing between two brands inline. Full class names, so Tailwind finds them in this file.
import type { brandIds } from '../../domain/catalog/brands.ts';

export interface BrandStyle {
  /** Text in the brand's colour (the brand name above a product). */
  text: string;
  /** The brand's pale background (behind product pictures). */
  soft: string;
  /** A border in the brand's colour, faded. */
  border: string;
}

export const brandStyle: Readonly<Record<(typeof brandIds)[number], BrandStyle>> = {
  biwin: { text: 'text-biwin', soft: 'bg-biwin-soft', border: 'border-biwin/30' },
  fenvi: { text: 'text-fenvi', soft: 'bg-fenvi-soft', border: 'border-fenvi/30' },
};
