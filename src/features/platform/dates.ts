// The store's dates, mm/dd/yy (docs/rules.md#platform-constants), written by hand as en-US writes them, whatever the
// browser's language, so every page writes a date the same way. Not with Intl.DateTimeFormat: making one loads the
// time-zone data, tens of milliseconds of main thread on a phone in the middle of the orders page's first render
// (docs/decisions.md#intl-formatters-only-where-needed). `tests/unit/format.test.ts` keeps these equal to Intl's.

interface DateParts {
  year: number;
  month: number; // 0–11
  day: number;
  hours: number;
  minutes: number;
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** The calendar parts of `date` in UTC, or in the viewer's time zone. */
function partsOf(date: Date, utc: boolean): DateParts {
  return utc
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };
}

function dateOf(value: Date | string): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** "03/07/26": the year's last two digits, as en-US's 2-digit year. */
const mmDdYy = ({ year, month, day }: DateParts): string =>
  `${twoDigits(month + 1)}/${twoDigits(day)}/${twoDigits(((year % 100) + 100) % 100)}`;

/** "10:05 PM", "12:00 AM": en-US's numeric hour with 2-digit minutes. */
const clock = ({ hours, minutes }: DateParts): string =>
  `${hours % 12 === 0 ? 12 : hours % 12}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;

/** A day on the calendar (a release or an "updated" date, stored as YYYY-MM-DD), read in UTC so it never shifts: "03/07/26". */
export const formatCalendarDate = (value: Date | string): string => mmDdYy(partsOf(dateOf(value), true));

/** A moment something happened to the shopper, on their own calendar (an order placed at 11 pm belongs to that day): "03/01/26". */
export const formatLocalDate = (value: Date | string): string => mmDdYy(partsOf(dateOf(value), false));

/** A moment an editor needs to the minute (when a product was last saved), in their own time zone: "03/01/26, 10:05 PM". */
export const formatLocalDateTime = (value: Date | string): string => {
  const parts = partsOf(dateOf(value), false);
  return `${mmDdYy(parts)}, ${clock(parts)}`;
};
