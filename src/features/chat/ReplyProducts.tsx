import { useState } from 'react';
import { formatPrice } from '~/domain/catalog';
import { routes } from '~/domain/site';
import type { ChatProduct } from '../../domain/chat/schema.ts';

/**
 * "Add to cart" for each in-stock product a reply recommends. It goes through the cart's own store and limits (at
 * most 10 a line, never above stock); the store tells the header's count. The cart code loads on the first click, as
 * on the product pages, so the panel's chunk stays small.
 */
export function ReplyProducts({ products }: { products: readonly ChatProduct[] }) {
  const [status, setStatus] = useState({ text: '', inCart: false });
  const [busy, setBusy] = useState<string | null>(null);

  const add = async (product: ChatProduct) => {
    if (busy) return;
    setBusy(product.sku);
    try {
      const [{ addToCart }, { addMessage }] = await Promise.all([
        import('~/features/cart/store.ts'),
        import('~/features/cart/lines.ts'),
      ]);
      const result = addToCart(product.sku, 1, product.stock);
      setStatus({ text: addMessage(product.name, result), inCart: result.inCart > 0 });
    } catch (error) {
      console.error('Add to cart from the chat failed', error);
      setStatus({ text: `${product.name} could not be added. Please try again.`, inCart: false });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mt-2 space-y-1.5">
      <ul className="space-y-1.5" aria-label="Recommended products">
        {products.map((product) => (
          <li
            key={product.sku}
            className="flex items-center gap-2 rounded-lg bg-white px-2 py-1.5 ring-1 ring-slate-200"
          >
            <span className="min-w-0 flex-1 truncate text-xs" title={product.name}>
              {product.name}
              <span className="ml-1 font-semibold">{formatPrice(product.price)}</span>
            </span>
            <button
              type="button"
              aria-label={`Add to cart: ${product.name}`}
              aria-disabled={busy === product.sku}
              onClick={() => void add(product)}
              className="shrink-0 rounded-md bg-fenvi px-2 py-1 text-xs font-semibold text-white hover:bg-fenvi-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fenvi"
            >
              Add to cart
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="text-xs text-slate-700 empty:hidden">
        {status.text}
        {status.inCart && (
          <>
            {' '}
            <a href={routes.cart} className="font-medium text-fenvi-dark underline underline-offset-2">
              View cart
            </a>
          </>
        )}
      </p>
    </div>
  );
}
