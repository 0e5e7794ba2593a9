// Checkout's progress, kept outside the component: the cart page mounts its content anew when its drag and drop
// loads (cart/components/use-drag-library.ts), and a quote being fetched or an order being placed must outlive that.
import { atom } from 'nanostores';
import type { CartLine } from '../../domain/cart/index.ts';
import type { Order, Quote } from '../../domain/orders/schema.ts';

export type CheckoutStep =
  | { kind: 'idle' }
  /** Check out was pressed while the checkout's code was still loading (Checkout.tsx): it starts once loaded. */
  | { kind: 'requested' }
  | { kind: 'quoting' }
  | { kind: 'review'; quote: Quote; lines: readonly CartLine[]; key: string }
  | { kind: 'placing'; quote: Quote; lines: readonly CartLine[]; key: string }
  | { kind: 'placed'; order: Order };

export const $checkoutStep = atom<CheckoutStep>({ kind: 'idle' });

export const $checkoutError = atom<{ message: string; signIn: boolean } | null>(null);

/** A request of this checkout is in flight: a second click does nothing. */
export const checkoutBusy = { current: false };
