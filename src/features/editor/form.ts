// The product editor's form as pure functions: what the inputs hold (text, as typed), how it becomes the fields the
// API takes (dollars to cents, tags from a comma list), the inline errors of the shared schema, and the dirty check.
import { changedKeys } from '../../domain/editor/overlay.ts';
import { fieldErrors, productEditFieldsSchema, type ProductEditFields } from '../../domain/editor/schema.ts';

export interface SpecRow {
  /** Stable React key for a row while rows move; never sent. */
  key: number;
  label: string;
  value: string;
}

/** The form as typed: money and stock stay text until they are parsed, so "12." or "abc" is shown back as typed. */
export interface EditorForm {
  name: string;
  price: string;
  compareAtPrice: string;
  stock: string;
  summary: string;
  description: string;
  specs: SpecRow[];
  /** Comma-separated. */
  tags: string;
  hidden: boolean;
  /** Empty for the fair share. */
  maxPerCustomer: string;
}

let nextKey = 1;
export const specRow = (label = '', value = ''): SpecRow => ({ key: nextKey++, label, value });

/** Cents as the dollars an editor types: 7999 → "79.99". */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

export function toForm(fields: ProductEditFields): EditorForm {
  return {
    name: fields.name,
    price: centsToDollars(fields.price),
    compareAtPrice: fields.compareAtPrice === null ? '' : centsToDollars(fields.compareAtPrice),
    stock: String(fields.stock),
    summary: fields.summary,
    description: fields.description,
    specs: fields.specs.map((s) => specRow(s.label, s.value)),
    tags: fields.tags.join(', '),
    hidden: fields.hidden,
    maxPerCustomer:
      fields.maxPerCustomer === null || fields.maxPerCustomer === undefined ? '' : String(fields.maxPerCustomer),
  };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Dollars with at most two decimals: "79.99", "80", ".5", "1299.5"; commas only as thousands separators. */
const DOLLARS = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d{0,2})?$/;

/** "79.99", "$1,299.5" or ".5" → cents. `label` names the field in the error ("Price", "Compare-at price"). */
export function parseDollars(text: string, label: string): Parsed<number> {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  const cleaned = THOUSANDS.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
  if (cleaned === '') return { ok: false, error: `${label} is required` };
  if (/^-\s*\$?\s*[\d.]/.test(cleaned)) return { ok: false, error: `${label} cannot be negative` };
  if (!DOLLARS.test(cleaned)) return { ok: false, error: `${label} must be an amount in dollars, like 79.99` };
  return { ok: true, value: Math.round(Number(cleaned) * 100) };
}

/** "120" or "1,200" → 120 / 1200. */
export function parseStock(text: string): Parsed<number> {
  const trimmed = text.trim();
  const cleaned = /^\d{1,3}(?:,\d{3})+$/.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
  if (cleaned === '') return { ok: false, error: 'Stock is required' };
  if (/^-\s*\d/.test(cleaned)) return { ok: false, error: 'Stock cannot be negative' };
  if (!/^\d+$/.test(cleaned)) return { ok: false, error: 'Stock must be a whole number' };
  return { ok: true, value: Number(cleaned) };
}

/** "a, b,, c " → ["a", "b", "c"]. */
export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export type FormResult = { ok: true; fields: ProductEditFields } | { ok: false; errors: Record<string, string> };

/**
 * The form as the API's fields, or one error per field path ("price", "specs.1.label", "tags"): first what the
 * text cannot be read as, then everything the shared product schema says about the rest.
 */
export function readForm(form: EditorForm): FormResult {
  const price = parseDollars(form.price, 'Price');
  const compareAt =
    form.compareAtPrice.trim() === ''
      ? ({ ok: true, value: null } as const)
      : parseDollars(form.compareAtPrice, 'Compare-at price');
  const stock = parseStock(form.stock);
  const capText = form.maxPerCustomer.trim();
  const cap = capText === '' ? null : /^\d+$/.test(capText) ? Number(capText) : Number.NaN;
  const errors: Record<string, string> = {};
  if (Number.isNaN(cap)) errors['maxPerCustomer'] = 'Limit per customer must be a whole number, or empty';
  if (!price.ok) errors['price'] = price.error;
  if (!compareAt.ok) errors['compareAtPrice'] = compareAt.error;
  if (!stock.ok) errors['stock'] = stock.error;

  const candidate = {
    name: form.name,
    price: price.ok ? price.value : 0,
    compareAtPrice: compareAt.ok ? compareAt.value : null,
    stock: stock.ok ? stock.value : 0,
    summary: form.summary,
    description: form.description,
    specs: form.specs.map(({ label, value }) => ({ label, value })),
    tags: parseTags(form.tags),
    hidden: form.hidden,
    maxPerCustomer: Number.isNaN(cap) ? null : cap,
  };
  const parsed = productEditFieldsSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
      // A stand-in number cannot be judged against the other price: the text error above says what to fix first.
      if (path === 'compareAtPrice' && !price.ok) continue;
      errors[path] ??= message;
    }
  }
  return Object.keys(errors).length || !parsed.success ? { ok: false, errors } : { ok: true, fields: parsed.data };
}

/** True when the form differs from the state it was loaded from (spaces and number spelling aside). */
export function isDirty(form: EditorForm, loaded: ProductEditFields): boolean {
  const read = readForm(form);
  return !read.ok || changedKeys(loaded, read.fields).length > 0;
}

/** Moves one spec row up (-1) or down (+1); out of range leaves the rows as they are. */
export function moveRow<T>(rows: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(target, 0, row as T);
  return next;
}

/** The product card's price line as the form stands: null while the price cannot be read. */
export function previewPrice(form: EditorForm): { price: number; compareAtPrice: number | null } | null {
  const price = parseDollars(form.price, 'Price');
  if (!price.ok) return null;
  const compareAt = parseDollars(form.compareAtPrice, 'Compare-at price');
  return { price: price.value, compareAtPrice: compareAt.ok && compareAt.value > price.value ? compareAt.value : null };
}
