import type { UniqueIdentifier } from '@dnd-kit/core';
import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isLineId, skuOfId, type DropAction } from '../dnd.ts';
import { addMessage } from '../lines.ts';
import { readRecent } from '../recent.ts';
import { emptyCart, type CartLine } from '../../../domain/cart/schema.ts';
import {
  $cart,
  $cartNotices,
  addToCart,
  changeQuantity,
  checkCart,
  keepUnchecked,
  clearCart,
  dismissNotices,
  moveInCart,
  removeFromCart,
  undoRemove,
} from '../store.ts';
import { totalsOf } from '../../../domain/cart/totals.ts';
import type { CartProduct } from '../../../domain/products/listed-product.ts';
import type { CheckoutProps } from '../view.ts';
import CartLines from './CartLines.tsx';
import OrderSummary from './OrderSummary.tsx';
import Shelf from './Shelf.tsx';
import { stillSoldCheck, useShelfSearch } from './ShelfSearch.tsx';
import { useDragLibrary } from './use-drag-library.ts';
import { onFirstIntent, useHydrated } from '../../platform/index.ts';
import { cartProducts } from '../lookup.ts';

const EMPTY = emptyCart();
// The server's value must be the same object on every call: React re-renders forever on a new one.
const NO_NOTICES: string[] = [];

interface Message {
  text: string;
  undo?: { line: CartLine; index: number };
}

const merged = (known: ReadonlyMap<string, CartProduct>, products: readonly CartProduct[]) =>
  products.length ? new Map([...known, ...products.map((p) => [p.sku, p] as const)]) : known;

/**
 * /drag_drop: the cart with drag and drop, the shelf, the totals and checkout. The page embeds only the featured
 * products; the cart's own products and the recently viewed ones come from their `/products/<sku>.json` (lookup.ts),
 * shelf searches from the search index. Drag and drop joins when the shopper first reaches for the page
 * (use-drag-library.ts); every drag has a button, so the page is whole without it. State that must outlive that
 * remount (the search, the unfolded shelf, the message) is kept here.
 */
const LINES_HINT = 'Drag the handles to reorder, or drag a product in from the shelf.';
const EMPTY_HINT = 'Drag products in from the shelf, or add them from any product page.';

export default function CartPage({
  featured,
  checkout,
}: {
  featured: CartProduct[];
  /** Renders the checkout for the cart's lines (the orders feature's). */
  checkout: (props: CheckoutProps) => ReactNode;
}) {
  const [bySku, setBySku] = useState<ReadonlyMap<string, CartProduct>>(
    () => new Map(featured.map((product) => [product.sku, product])),
  );
  // The featured products as built, until the store says which it still sells (an editor may have hidden one).
  const [shelf, setShelf] = useState<readonly CartProduct[]>(featured);
  const learn = useCallback((products: readonly CartProduct[]) => setBySku((known) => merged(known, products)), []);
  const hydrated = useHydrated();
  const stored = useStore($cart, { ssr: () => EMPTY });
  const notices = useStore($cartNotices, { ssr: () => NO_NOTICES });
  const [message, setMessage] = useState<Message | null>(null);
  // This browser's cart and recently viewed products are known only after hydration (the server had no localStorage).
  const [recentSkus, setRecentSkus] = useState<readonly string[]>([]);
  const [resolved, setResolved] = useState(false);
  const cart = hydrated && resolved ? stored : EMPTY;
  const search = useShelfSearch(learn);
  const [featuredExpanded, setFeaturedExpanded] = useState(false);
  const [active, setActive] = useState<UniqueIdentifier | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const drag = useDragLibrary(hydrated, root);

  // Look the cart's and the recently viewed products up once, then hold the stored cart to the catalogue: unknown
  // SKUs and sold-out products leave with a notice. If the store cannot be reached the cart is kept as stored. The
  // lines then render in a transition, in slices (docs/decisions.md#the-switch-to-this-browsers-state-renders-in-slices).
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    const recentlyViewed = readRecent();
    const wanted = [...new Set([...$cart.get().lines.map((line) => line.sku), ...recentlyViewed])];
    // The featured products are known already; the rest are read from their own small files.
    const known = new Set(featured.map((product) => product.sku));
    cartProducts(wanted.filter((sku) => !known.has(sku)))
      .then((found) => {
        if (!live) return;
        const products = [...featured.filter((product) => wanted.includes(product.sku)), ...found];
        startTransition(() => {
          learn(products);
          setRecentSkus(recentlyViewed.filter((sku) => products.some((p) => p.sku === sku)));
        });
        checkCart(merged(new Map(featured.map((p) => [p.sku, p])), products));
      })
      .catch((error: unknown) => {
        console.error('Could not look up the cart’s products', error);
        keepUnchecked();
      })
      .finally(() => {
        if (live) startTransition(() => setResolved(true));
      });
    // The featured products were built with the page: on the shopper's first intent (as a product page reads its
    // live stock), one stock request says which are still sold (an editor may have hidden one since) and at what
    // level. The shelf drops the others, and so does the cart. Loaded then, not
    // with the page, whose first load is at its budget (docs/performance.md).
    const stop = onFirstIntent(() => {
      void stillSoldCheck().then(
        ({ holdShelf }) =>
          holdShelf(featured, (sold) => {
            if (live) startTransition(() => (setShelf(sold), learn(sold)));
            return live;
          }),
        () => undefined,
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, [hydrated, featured, learn]);

  const recent = recentSkus.flatMap((sku) => bySku.get(sku) ?? []);
  const quantities = new Map(cart.lines.map((line) => [line.sku, line.quantity]));
  const totals = totalsOf(
    cart.lines.flatMap((line) => {
      const product = bySku.get(line.sku);
      return product ? [{ unitPrice: product.price, quantity: line.quantity }] : [];
    }),
  );

  const focusLater = (selector: string, fallback = '#cart-title') =>
    requestAnimationFrame(() =>
      (document.querySelector<HTMLElement>(selector) ?? document.querySelector<HTMLElement>(fallback))?.focus(),
    );

  const add = (sku: string, index?: number) => {
    const product = bySku.get(sku);
    if (!product) return;
    const result = addToCart(sku, 1, product.stock, index);
    setMessage({ text: addMessage(product.name, result) });
  };

  const remove = (sku: string) => {
    const name = bySku.get(sku)?.name ?? 'The product';
    const at = cart.lines.findIndex((line) => line.sku === sku);
    const removed = removeFromCart(sku);
    if (!removed) return;
    setMessage({ text: `Removed ${name} from your cart.`, undo: removed });
    const next = cart.lines[at + 1] ?? cart.lines[at - 1];
    focusLater(next ? `[data-line="${next.sku}"] [data-action="remove"]` : '#cart-title');
  };

  const sayMoved = (sku: string, to: number) =>
    setMessage({
      text: `Moved ${bySku.get(sku)?.name ?? 'the product'} to position ${to + 1} of ${cart.lines.length}.`,
    });

  const move = (sku: string, by: -1 | 1) => {
    const from = cart.lines.findIndex((line) => line.sku === sku);
    const to = from + by;
    if (from < 0 || to < 0 || to >= cart.lines.length) return;
    moveInCart(from, to);
    sayMoved(sku, to);
    // Keep the focus on the button that was pressed, or on its twin once the line reaches an end of the list.
    const edge = (by === -1 && to === 0) || (by === 1 && to === cart.lines.length - 1);
    focusLater(
      `[data-line="${sku}"] [data-action="${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}"]`,
    );
  };

  const apply = (action: DropAction) => {
    if (action.type === 'add') add(action.sku, action.index);
    else if (action.type === 'remove') remove(action.sku);
    else if (action.type === 'move') {
      moveInCart(action.from, action.to);
      sayMoved(action.sku, action.to);
    }
  };

  const dragged = bySku.get(skuOfId(active) ?? '') ?? null;
  const draggingLine = isLineId(active);
  const lineActions = {
    quantity: (sku: string, quantity: number) => changeQuantity(sku, quantity, bySku.get(sku)?.stock ?? 0),
    move,
    remove,
  };

  const page = (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_25rem]">
      <div className="grid min-w-0 content-start gap-5">
        {/* Until this browser's cart is known the hint follows what the first paint guessed (data-if-stored): a hint
            that changed its length after the paint moved the lines below it. */}
        <p className="text-ink-muted">
          {hydrated && resolved ? (
            cart.lines.length > 0 ? (
              LINES_HINT
            ) : (
              EMPTY_HINT
            )
          ) : (
            <>
              <span data-if-stored>{LINES_HINT}</span>
              <span data-unless-stored>{EMPTY_HINT}</span>
            </>
          )}
        </p>
        {notices.length > 0 && (
          <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
            <ul className="grid gap-1">
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
            <button type="button" onClick={dismissNotices} className="mt-2 font-semibold underline underline-offset-2">
              Dismiss
            </button>
          </div>
        )}
        <div role="status" className="min-h-0 empty:hidden">
          {message && (
            <p className="flex flex-wrap items-center gap-x-3 rounded-2xl bg-ink px-4 py-3 text-sm font-medium text-white">
              <span>{message.text}</span>
              {message.undo && (
                <button
                  type="button"
                  className="font-semibold underline underline-offset-2"
                  onClick={() => {
                    if (!message.undo) return;
                    undoRemove(message.undo.line, message.undo.index);
                    setMessage({ text: 'Put it back in your cart.' });
                  }}
                >
                  Undo
                </button>
              )}
            </p>
          )}
        </div>
        <CartLines
          lines={cart.lines}
          products={bySku}
          actions={lineActions}
          incoming={dragged && !draggingLine ? dragged : null}
          ready={hydrated && resolved}
        />
        <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <OrderSummary totals={totals} />
          {checkout({ lines: cart.lines, estimate: totals.total, onPlaced: clearCart })}
        </div>
      </div>
      <Shelf
        recent={recent}
        featured={shelf}
        quantities={quantities}
        onAdd={(sku) => add(sku)}
        search={search}
        expanded={featuredExpanded}
        onExpand={() => setFeaturedExpanded(true)}
        receiving={draggingLine}
      />
    </div>
  );

  // The library's arrival changes the element above the page, so React mounts the page anew under it.
  return (
    <div ref={root}>
      {drag ? (
        <drag.DragRoot cart={cart} products={bySku} active={active} apply={apply} onActive={setActive}>
          {page}
        </drag.DragRoot>
      ) : (
        page
      )}
    </div>
  );
}
