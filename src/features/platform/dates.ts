// The store's dates, mm/dd/yy (docs/rules.md#platform-constants), one formatter per use. Built on Intl.DateTimeFormat
// once each, in en-US whatever the browser's language, so every page writes a date the same way. A formatter is made
// on first use, not when the module loads: making one is slow on a phone
// (docs/decisions.md#intl-formatters-only-where-needed), and most pages that import this module (the cart, say) never
// show a date.

const MM_DD_YY = { month: '2-digit', day: '2-digit', year: '2-digit' } as const;

/** A day on the calendar (a release or an "updated" date, stored as YYYY-MM-DD): read in UTC so it never shifts. */
const calendar = lazyFormat({ ...MM_DD_YY, timeZone: 'UTC' });
/** A moment something happened to the shopper (an order placed at 11 pm belongs to that day where they are). */
const local = lazyFormat(MM_DD_YY);
/** A moment an editor needs to the minute (when a product was last saved), in their own time zone. */
const localTime = lazyFormat({ ...MM_DD_YY, hour: 'numeric', minute: '2-digit' });

function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}

function dateOf(value: Date | string): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** "03/07/26" for 2026-03-07, in any time zone. */
export const formatCalendarDate = (value: Date | string): string => calendar().format(dateOf(value));

/** "03/01/26" for a moment on March 1 in the viewer's time zone. */
export const formatLocalDate = (value: Date | string): string => local().format(dateOf(value));

/** "03/01/26, 10:05 PM" in the viewer's time zone. */
export const formatLocalDateTime = (value: Date | string): string => localTime().format(dateOf(value));
