import { formatPrice } from '../../../domain/catalog/index.ts';
import { shelfId } from '../dnd.ts';
import type { CartProduct } from '../../../domain/products/listed-product.ts';
import { useDragKit } from './drag-kit.ts';
import DragHandleButton from './DragHandleButton.tsx';
import { PlusIcon } from './icons.tsx';
import ProductThumb from './ProductThumb.tsx';

interface Props {
  product: CartProduct;
  inCart: number;
  onAdd: (sku: string) => void;
  /** Hidden on phones until the shelf is expanded (always shown from the lg breakpoint, where the shelf scrolls). */
  folded?: boolean;
}

/** A product on the shelf: drag its handle onto the cart (pointer, touch or keyboard), or press Add. */
export default function ShelfItem({ product, inCart, onAdd, folded = false }: Props) {
  const soldOut = product.stock <= 0;
  const handle = useDragKit().useDraggable(shelfId(product.sku), soldOut);
  const { setNodeRef, isDragging } = handle;
  return (
    <li
      ref={setNodeRef}
      className={`flex items-center gap-2 rounded-2xl border border-slate-200 bg-white p-2 ${isDragging ? 'opacity-40' : ''} ${folded ? 'max-lg:hidden' : ''}`}
    >
      <DragHandleButton
        handle={handle}
        label={`Drag ${product.name} to the cart`}
        className="w-7 shrink-0 disabled:cursor-not-allowed disabled:opacity-40"
        disabled={soldOut}
      />
      <ProductThumb product={product} size="sm" />
      <div className="min-w-0 flex-1">
        <a
          href={product.path}
          className="line-clamp-2 text-sm font-semibold leading-snug underline-offset-2 hover:underline"
        >
          {product.name}
        </a>
        <p className="text-sm">
          <span className="font-bold">{formatPrice(product.price)}</span>
          {soldOut ? (
            <span className="text-ink-muted"> · Out of stock</span>
          ) : (
            inCart > 0 && <span className="text-emerald-800"> · {inCart} in cart</span>
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onAdd(product.sku)}
        disabled={soldOut}
        // Read by the press that comes before the page's React root is live (../shelf-add.ts).
        data-shelf-add={product.sku}
        data-name={product.name}
        data-stock={product.stock}
        className="btn btn-ghost shrink-0 px-3 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-40"
      >
        <PlusIcon />
        Add<span className="sr-only"> {product.name} to cart</span>
      </button>
    </li>
  );
}
