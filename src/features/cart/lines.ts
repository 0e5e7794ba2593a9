// What the shopper can do to a cart, as pure functions over an immutable Cart. The store (store.ts) applies them;
// limits are enforced here so every entry point (product page, listing card, /drag_drop) obeys the same rules.
import { MAX_LINES, MAX_QUANTITY, maxQuantityFor } from '../../domain/cart/limits.ts';
import type { Cart, CartLine } from '../../domain/cart/schema.ts';

/** What the cart needs to know about a product to limit it: stock, and a name for the messages. */
export interface StockInfo {
  name: string;
  stock: number;
}

/** Why fewer were added than asked for. */
export type AddLimit = 'out-of-stock' | 'stock' | 'quantity' | 'lines';

export interface AddResult {
  cart: Cart;
  added: number;
  /** The product's quantity in the cart afterwards. */
  inCart: number;
  limit: AddLimit | null;
}

/**
 * Adds `quantity` of a product, never above 10 or the stock. A product already in the cart keeps its place and
 * grows; a new one goes at `index` (a drop position) or at the end.
 */
export function addLine(cart: Cart, sku: string, quantity: number, stock: number, index?: number): AddResult {
  const max = maxQuantityFor(stock);
  const at = cart.lines.findIndex((line) => line.sku === sku);
  const current = at >= 0 ? (cart.lines[at]?.quantity ?? 0) : 0;
  const wanted = Math.max(1, Math.floor(quantity));
  if (max === 0) return { cart, added: 0, inCart: current, limit: 'out-of-stock' };
  if (at < 0 && cart.lines.length >= MAX_LINES) return { cart, added: 0, inCart: 0, limit: 'lines' };

  const next = Math.min(max, current + wanted);
  const added = next - current;
  const limit = added < wanted ? (max < MAX_QUANTITY ? 'stock' : 'quantity') : null;
  if (added === 0) return { cart, added, inCart: current, limit };
  const lines = [...cart.lines];
  if (at >= 0) lines[at] = { sku, quantity: next };
  else lines.splice(clampIndex(index ?? lines.length, lines.length), 0, { sku, quantity: next });
  return { cart: { ...cart, lines }, added, inCart: next, limit };
}

/** Sets a line's quantity within 1..min(10, stock); an unknown SKU leaves the cart as it was. */
export function setQuantity(cart: Cart, sku: string, quantity: number, stock: number): Cart {
  const max = maxQuantityFor(stock);
  if (max === 0) return cart;
  const next = Math.min(max, Math.max(1, Math.floor(quantity)));
  return { ...cart, lines: cart.lines.map((line) => (line.sku === sku ? { sku, quantity: next } : line)) };
}

export interface RemoveResult {
  cart: Cart;
  /** The removed line and where it was, so it can be put back (Undo). */
  removed: { line: CartLine; index: number } | null;
}

export function removeLine(cart: Cart, sku: string): RemoveResult {
  const index = cart.lines.findIndex((line) => line.sku === sku);
  const line = cart.lines[index];
  if (!line) return { cart, removed: null };
  return { cart: { ...cart, lines: cart.lines.filter((_, i) => i !== index) }, removed: { line, index } };
}

/** Puts a removed line back where it was (Undo); a no-op when the product is back in the cart already. */
export function restoreLine(cart: Cart, line: CartLine, index: number): Cart {
  if (cart.lines.some((l) => l.sku === line.sku) || cart.lines.length >= MAX_LINES) return cart;
  const lines = [...cart.lines];
  lines.splice(clampIndex(index, lines.length), 0, line);
  return { ...cart, lines };
}

/** Moves a line to another position (drag to reorder, or the Move up / Move down buttons). */
export function moveLine(cart: Cart, from: number, to: number): Cart {
  const line = cart.lines[from];
  if (!line || from === to) return cart;
  const lines = cart.lines.filter((_, i) => i !== from);
  lines.splice(clampIndex(to, lines.length), 0, line);
  return { ...cart, lines };
}

export interface Reconciled {
  cart: Cart;
  notices: string[];
}

/**
 * Holds the cart to the catalogue it is shown with: products no longer sold are removed, sold-out ones too, and
 * quantities above the stock are lowered, each with a sentence saying so.
 */
export function reconcile(cart: Cart, products: ReadonlyMap<string, StockInfo>): Reconciled {
  const notices: string[] = [];
  const lines: CartLine[] = [];
  for (const line of cart.lines) {
    const product = products.get(line.sku);
    if (!product) {
      notices.push(`A product in your cart (${line.sku}) is no longer sold here and was removed.`);
      continue;
    }
    const max = maxQuantityFor(product.stock);
    if (max === 0) {
      notices.push(`${product.name} is out of stock and was removed from your cart.`);
      continue;
    }
    if (line.quantity > max) {
      notices.push(`Only ${max} of ${product.name} can be ordered now; your cart has been changed to ${max}.`);
      lines.push({ sku: line.sku, quantity: max });
      continue;
    }
    lines.push(line);
  }
  return notices.length ? { cart: { ...cart, lines }, notices } : { cart, notices };
}

/** The sentence confirming an add, naming the product (and why fewer were added, when they were). */
export function addMessage(name: string, result: Pick<AddResult, 'added' | 'inCart' | 'limit'>): string {
  const { added, inCart, limit } = result;
  if (limit === 'out-of-stock') return `${name} is out of stock.`;
  if (limit === 'lines') return `Your cart already holds ${MAX_LINES} different products, the most one order can have.`;
  const why =
    limit === 'stock'
      ? `only ${inCart} ${inCart === 1 ? 'is' : 'are'} in stock`
      : limit === 'quantity'
        ? `${MAX_QUANTITY} is the most per order`
        : '';
  if (added === 0) return `You already have ${inCart} × ${name} in your cart; ${why}.`;
  const base = `Added ${added} × ${name} to your cart`;
  return limit ? `${base} (${inCart} in cart; ${why}).` : `${base}.`;
}

function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(length, Math.floor(index)));
}
