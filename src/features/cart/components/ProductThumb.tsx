import type { CartProduct } from '../view.ts';

/** The product's illustration at thumbnail size, on its brand's tint; decorative beside the product's name. */
export default function ProductThumb({ product, size = 'md' }: { product: CartProduct; size?: 'sm' | 'md' }) {
  const [w, h] = size === 'sm' ? [56, 42] : [80, 60];
  return (
    <img
      src={product.image}
      alt=""
      width={w}
      height={h}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-lg object-cover ${product.brand === 'biwin' ? 'bg-biwin-soft' : 'bg-fenvi-soft'}`}
      style={{ width: w, height: h }}
    />
  );
}
