/**
 * Formats integer cents as US dollars, e.g. 12999 → "$129.99", 123456789 → "$1,234,567.89": what
 * Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) writes (tests/unit/format.test.ts checks the
 * two agree), without it: a page's first Intl formatter is slow to make on a phone
 * (docs/decisions.md#intl-formatters-only-where-needed), and the cart, the orders and the chat panel format prices as
 * soon as they render.
 */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = groupDigits(Math.floor(whole / 100));
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A whole number with its thousands grouped, e.g. 1204 → "1,204": what `n.toLocaleString('en-US')` writes for it
 * (tests/unit/format.test.ts), without an Intl formatter, for the reason above. Search's counts are written with it
 * in the frame that shows a keystroke's suggestions (docs/performance.md#search-keystroke).
 */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
