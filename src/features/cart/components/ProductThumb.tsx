import type { CartProduct } from '../../../domain/products/listed-product.ts';
import { brandStyle } from '../../catalog/index.ts';

/** The product's illustration at thumbnail size, on its brand's tint; decorative beside the product's name. */
export default function ProductThumb({ product, size = 'md' }: { product: CartProduct; size?: 'sm' | 'md' }) {
  const [w, h] = size === 'sm' ? [56, 42] : [80, 60];
  // Classes, not a style attribute: the page's CSP allows no inline style attributes in the served HTML.
  const box = size === 'sm' ? 'h-[42px] w-14' : 'h-15 w-20';
  return (
    <img
      src={product.image}
      alt=""
      width={w}
      height={h}
      loading="lazy"
      decoding="async"
      className={`${box} shrink-0 rounded-lg object-cover ${brandStyle[product.brand].soft}`}
    />
  );
}
