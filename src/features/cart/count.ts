// The number of items in the stored cart, for the header badge on every page: the cart store's own reader (read.ts),
// summed. No zod, so content pages stay inside their JavaScript budget.
import { readStoredCart } from './read.ts';

export function cartItemCount(raw: string | null | undefined): number {
  if (!raw) return 0;
  const stored = readStoredCart(raw);
  return stored.ok ? stored.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
