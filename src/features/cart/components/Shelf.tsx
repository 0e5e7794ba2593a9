import { useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import { SHELF_ZONE } from '../dnd.ts';
import type { CartProduct } from '../view.ts';
import ShelfItem from './ShelfItem.tsx';

interface Props {
  recent: readonly CartProduct[];
  others: readonly CartProduct[];
  quantities: ReadonlyMap<string, number>;
  onAdd: (sku: string) => void;
  /** A cart line is being dragged: dropping it here takes it out of the cart. */
  receiving: boolean;
}

/** The shelf: recently viewed products first, then the rest of the catalogue. A drop area for lines to leave the cart. */
export default function Shelf({ recent, others, quantities, onAdd, receiving }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: SHELF_ZONE });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby="shelf-heading"
      className={`rounded-3xl border-2 p-3 transition-colors lg:sticky lg:top-20 lg:flex lg:max-h-[calc(100dvh-6rem)] lg:flex-col ${
        receiving ? (isOver ? 'border-biwin bg-biwin-soft' : 'border-dashed border-biwin/60 bg-white') : 'border-transparent bg-white/60'
      }`}
    >
      <div className="px-1 pb-2">
        <h2 id="shelf-heading" className="text-xl font-bold">
          Shelf
        </h2>
        <p className="text-sm text-ink-muted">{receiving ? 'Drop a cart item here to remove it.' : 'Drag a product onto your cart, or press Add.'}</p>
      </div>
      <div className="grid gap-4 lg:min-h-0 lg:overflow-y-auto lg:pr-1">
        {recent.length > 0 && <ShelfList title="Recently viewed" products={recent} quantities={quantities} onAdd={onAdd} />}
        <ShelfList title={recent.length ? 'More products' : 'All products'} products={others} quantities={quantities} onAdd={onAdd} collapsible />
      </div>
    </section>
  );
}

/** On a phone the shelf sits below the cart: it starts with a few products so the page stays short. */
const PHONE_SHELF = 8;

interface ListProps {
  title: string;
  products: readonly CartProduct[];
  quantities: ReadonlyMap<string, number>;
  onAdd: (sku: string) => void;
  collapsible?: boolean;
}

function ShelfList({ title, products, quantities, onAdd, collapsible = false }: ListProps) {
  const [expanded, setExpanded] = useState(false);
  const id = `shelf-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const folds = collapsible && !expanded && products.length > PHONE_SHELF;
  return (
    <div>
      <h3 id={id} className="px-1 pb-2 text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {title}
      </h3>
      <ul id={`${id}-list`} aria-labelledby={id} className="grid gap-2">
        {products.map((product, index) => (
          <ShelfItem key={product.sku} product={product} inCart={quantities.get(product.sku) ?? 0} onAdd={onAdd} folded={folds && index >= PHONE_SHELF} />
        ))}
      </ul>
      {folds && (
        <button type="button" aria-controls={`${id}-list`} aria-expanded="false" onClick={() => {
            setExpanded(true);
            // The button goes away: carry the focus to the first product it revealed.
            requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${id}-list > li:nth-child(${PHONE_SHELF + 1}) a`)?.focus());
          }} className="btn btn-ghost mt-3 w-full lg:hidden">
          Show all {products.length} products
        </button>
      )}
    </div>
  );
}
