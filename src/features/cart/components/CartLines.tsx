import { CART_ZONE, lineId } from '../dnd.ts';
import type { CartLine } from '../../../domain/cart/schema.ts';
import type { CartProduct } from '../../../domain/products/listed-product.ts';
import CartLineItem, { type LineActions } from './CartLineItem.tsx';
import { useDragKit } from './drag-kit.ts';
import { routes } from '../../../domain/site/index.ts';

interface Props {
  lines: readonly CartLine[];
  products: ReadonlyMap<string, CartProduct>;
  actions: LineActions;
  /** The shelf product being dragged, if any: the cart shows it can be dropped here. */
  incoming: CartProduct | null;
  ready: boolean;
}

/** The cart's lines, sortable, inside the drop area for shelf products; the empty cart says so. */
export default function CartLines({ lines, products, actions, incoming, ready }: Props) {
  const kit = useDragKit();
  const { setNodeRef, isOver } = kit.useDroppable(CART_ZONE);
  const highlight = incoming !== null;
  return (
    <div
      ref={setNodeRef}
      className={`min-h-40 rounded-3xl transition-colors ${
        highlight
          ? `outline-2 outline-offset-8 outline-dashed ${isOver ? 'bg-fenvi-soft outline-fenvi' : 'outline-fenvi/60'}`
          : ''
      }`}
    >
      {!ready ? (
        // Before the cart is read, the server's HTML holds both states: the page shows "Loading" only when this browser
        // has a stored cart for the React root to read (global.css, keyed on the React root's data-stored), as tall as
        // its lines will be (cart-loading, sized by ../paint-lines.ts).
        <>
          <p className="cart-loading grid min-h-36 place-items-center text-ink-muted" aria-busy="true" data-if-stored>
            Loading your cart…
          </p>
          <EmptyCart data-unless-stored />
        </>
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <kit.SortableList ids={lines.map((line) => lineId(line.sku))}>
          <ol className="grid gap-3" aria-label="Cart items">
            {lines.map((line, index) => {
              const product = products.get(line.sku);
              return product ? (
                <CartLineItem
                  key={line.sku}
                  line={line}
                  product={product}
                  index={index}
                  count={lines.length}
                  actions={actions}
                />
              ) : null;
            })}
          </ol>
        </kit.SortableList>
      )}
      {incoming && (
        <p className="mt-2 text-center text-sm font-semibold text-fenvi" aria-hidden="true">
          Drop here to add {incoming.name}
        </p>
      )}
    </div>
  );
}

/** The empty cart: says so and where products come from. */
function EmptyCart(props: { 'data-unless-stored'?: boolean }) {
  return (
    <div className="grid min-h-36 place-items-center rounded-2xl bg-white p-6 text-center" {...props}>
      <div>
        <p className="text-lg font-semibold">Your cart is empty.</p>
        <p className="mt-1 text-ink-muted">
          Drag a product here from the shelf, use its Add button, or{' '}
          <a href={routes.all} className="font-semibold text-fenvi underline underline-offset-2">
            browse the store
          </a>
          .
        </p>
      </div>
    </div>
  );
}
