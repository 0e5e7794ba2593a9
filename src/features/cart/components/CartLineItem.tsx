import type { KeyboardEvent, ReactNode } from 'react';
import { formatPrice } from '../../../domain/catalog/index.ts';
import { lineId } from '../dnd.ts';
import { maxQuantityFor } from '../../../domain/cart/limits.ts';
import type { CartLine } from '../../../domain/cart/schema.ts';
import type { CartProduct } from '../../../domain/products/listed-product.ts';
import { useDragKit } from './drag-kit.ts';
import DragHandleButton from './DragHandleButton.tsx';
import { DownIcon, TrashIcon, UpIcon } from './icons.tsx';
import ProductThumb from './ProductThumb.tsx';

export interface LineActions {
  quantity(sku: string, quantity: number): void;
  move(sku: string, by: -1 | 1): void;
  remove(sku: string): void;
}

interface Props {
  line: CartLine;
  product: CartProduct;
  index: number;
  count: number;
  actions: LineActions;
}

/**
 * One cart line: a drag handle (pointer, touch or keyboard; Delete removes), the quantity, the line total, and
 * buttons for every drag action (Move up, Move down, Remove).
 */
export default function CartLineItem({ line, product, index, count, actions }: Props) {
  const handle = useDragKit().useSortable(lineId(line.sku));
  const { listeners, setNodeRef, style, isDragging } = handle;
  const max = maxQuantityFor(product.stock);
  const qtyId = `qty-${line.sku}`;

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && !isDragging) {
      event.preventDefault();
      actions.remove(line.sku);
      return;
    }
    listeners?.['onKeyDown']?.(event);
  };

  return (
    <li
      ref={setNodeRef}
      data-line={line.sku}
      style={style}
      className={`grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-x-3 gap-y-3 rounded-2xl border border-slate-200 bg-white p-3 sm:grid-cols-[auto_auto_minmax(0,1fr)_auto_auto] sm:p-4 ${isDragging ? 'opacity-40' : ''}`}
    >
      <DragHandleButton handle={handle} label={`Reorder ${product.name}`} className="w-8" onKeyDown={onHandleKey} />
      <ProductThumb product={product} />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{product.brandName}</p>
        <a href={product.path} className="font-semibold leading-snug underline-offset-2 hover:underline">
          {product.name}
        </a>
        <p className="text-sm text-ink-muted">
          {formatPrice(product.price)} each
          {product.stock <= 5 && <span className="text-amber-800"> · only {product.stock} left</span>}
        </p>
      </div>
      <div className="col-span-3 flex items-center justify-between gap-3 sm:col-span-2 sm:justify-end">
        <div className="flex items-center gap-2">
          <label htmlFor={qtyId} className="text-sm text-ink-muted">
            Qty<span className="sr-only"> of {product.name}</span>
          </label>
          <select
            id={qtyId}
            value={line.quantity}
            onChange={(event) => actions.quantity(line.sku, Number(event.target.value))}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-base"
          >
            {Array.from({ length: Math.max(max, line.quantity) }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
        <p className="text-right font-bold sm:min-w-20">
          <span className="sr-only">Line total </span>
          {formatPrice(product.price * line.quantity)}
        </p>
        <div className="flex items-center gap-1">
          <IconButton
            label={`Move ${product.name} up`}
            disabled={index === 0}
            onClick={() => actions.move(line.sku, -1)}
            data-action="up"
          >
            <UpIcon />
          </IconButton>
          <IconButton
            label={`Move ${product.name} down`}
            disabled={index === count - 1}
            onClick={() => actions.move(line.sku, 1)}
            data-action="down"
          >
            <DownIcon />
          </IconButton>
          <IconButton
            label={`Remove ${product.name} from cart`}
            onClick={() => actions.remove(line.sku)}
            data-action="remove"
            danger
          >
            <TrashIcon />
          </IconButton>
        </div>
      </div>
    </li>
  );
}

interface IconButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  danger?: boolean;
  'data-action': string;
}

function IconButton({ label, onClick, children, disabled = false, danger = false, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      data-action={rest['data-action']}
      className={`grid size-10 place-items-center rounded-lg border border-slate-200 bg-white disabled:opacity-40 ${danger ? 'text-biwin hover:bg-biwin-soft' : 'text-ink hover:bg-surface-alt'}`}
    >
      {children}
    </button>
  );
}
