// The cart badge for React roots (the mobile drawer's Cart link): the same count and markup as CartCount.astro,
// read from localStorage without zod or the store, so it adds a few hundred bytes to the React root that uses it.
import { useSyncExternalStore } from 'react';
import { cartItemCount } from './count.ts';
import { CART_EVENT, CART_KEY } from './keys.ts';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === null) onChange();
  };
  addEventListener('storage', onStorage);
  addEventListener(CART_EVENT, onChange);
  return () => {
    removeEventListener('storage', onStorage);
    removeEventListener(CART_EVENT, onChange);
  };
}

function snapshot(): number {
  try {
    return cartItemCount(localStorage.getItem(CART_KEY));
  } catch {
    return 0;
  }
}

/** Renders nothing on the server and for an empty cart; otherwise "3" with "(3 items)" for screen readers. */
export default function CartCountBadge() {
  const count = useSyncExternalStore(subscribe, snapshot, () => 0);
  if (count === 0) return null;
  return (
    <span className="ml-1.5 inline-grid h-5 min-w-5 place-items-center rounded-full bg-biwin px-1.5 text-xs font-bold leading-none text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">({count === 1 ? '1 item' : `${count} items`})</span>
    </span>
  );
}
