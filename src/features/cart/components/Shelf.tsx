import { SHELF_ZONE } from '../dnd.ts';
import type { CartProduct } from '../../../domain/products/listed-product.ts';
import { useDragKit } from './drag-kit.ts';
import ShelfItem from './ShelfItem.tsx';
import ShelfSearch, { type ShelfSearchState } from './ShelfSearch.tsx';

interface Props {
  recent: readonly CartProduct[];
  featured: readonly CartProduct[];
  quantities: ReadonlyMap<string, number>;
  onAdd: (sku: string) => void;
  search: ShelfSearchState;
  /** On a phone: whether the featured products are all shown (kept by the page, like the search). */
  expanded: boolean;
  onExpand: () => void;
  /** A cart line is being dragged: dropping it here takes it out of the cart. */
  receiving: boolean;
}

/**
 * The shelf: a search of the whole catalogue, recently viewed products, then featured ones (the page embeds only
 * those, so it stays small at any catalogue size). A drop area for lines to leave the cart.
 */
export default function Shelf({ recent, featured, quantities, onAdd, search, expanded, onExpand, receiving }: Props) {
  const { setNodeRef, isOver } = useDragKit().useDroppable(SHELF_ZONE);
  const { found } = search;
  // Each product is on the shelf once (a draggable id must be unique): search results first, then recent, then featured.
  const shown = new Set(found.map((p) => p.sku));
  return (
    <section
      ref={setNodeRef}
      aria-labelledby="shelf-heading"
      className={`rounded-3xl border-2 p-3 transition-colors lg:sticky lg:top-20 lg:flex lg:max-h-[calc(100dvh-6rem)] lg:flex-col ${
        receiving
          ? isOver
            ? 'border-biwin bg-biwin-soft'
            : 'border-dashed border-biwin/60 bg-white'
          : 'border-transparent bg-white/60'
      }`}
    >
      <div className="px-1 pb-2">
        <h2 id="shelf-heading" className="text-xl font-bold">
          Shelf
        </h2>
        <p className="text-sm text-ink-muted">
          {receiving ? 'Drop a cart item here to remove it.' : 'Drag a product onto your cart, or press Add.'}
        </p>
      </div>
      <div className="grid gap-4 lg:min-h-0 lg:overflow-y-auto lg:pr-1">
        <ShelfSearch search={search} />
        {found.length > 0 && (
          <ShelfList title="Search results" products={found} quantities={quantities} onAdd={onAdd} />
        )}
        {recent.length > 0 && (
          <ShelfList
            title="Recently viewed"
            products={recent.filter((p) => !shown.has(p.sku))}
            quantities={quantities}
            onAdd={onAdd}
          />
        )}
        <ShelfList
          title="Featured"
          products={featured.filter((p) => !shown.has(p.sku) && !recent.some((r) => r.sku === p.sku))}
          quantities={quantities}
          onAdd={onAdd}
          expanded={expanded}
          onExpand={onExpand}
        />
      </div>
    </section>
  );
}

/** On a phone the shelf sits below the cart: it starts with a few products so the page stays short. */
const PHONE_SHELF = 4;

interface ListProps {
  title: string;
  products: readonly CartProduct[];
  quantities: ReadonlyMap<string, number>;
  onAdd: (sku: string) => void;
  /** A list that folds on a phone: whether it is unfolded, and how to unfold it. */
  expanded?: boolean;
  onExpand?: () => void;
}

function ShelfList({ title, products, quantities, onAdd, expanded = true, onExpand }: ListProps) {
  const id = `shelf-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const folds = !expanded && products.length > PHONE_SHELF;
  return (
    <div>
      <h3 id={id} className="px-1 pb-2 text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {title}
      </h3>
      <ul id={`${id}-list`} aria-labelledby={id} className="grid gap-2">
        {products.map((product, index) => (
          <ShelfItem
            key={product.sku}
            product={product}
            inCart={quantities.get(product.sku) ?? 0}
            onAdd={onAdd}
            folded={folds && index >= PHONE_SHELF}
          />
        ))}
      </ul>
      {folds && (
        <button
          type="button"
          aria-controls={`${id}-list`}
          aria-expanded="false"
          onClick={() => {
            onExpand?.();
            // The button goes away: carry the focus to the first product it revealed.
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>(`#${id}-list > li:nth-child(${PHONE_SHELF + 1}) a`)?.focus(),
            );
          }}
          className="btn btn-ghost mt-3 w-full lg:hidden"
        >
          Show all {products.length} products
        </button>
      )}
    </div>
  );
}
