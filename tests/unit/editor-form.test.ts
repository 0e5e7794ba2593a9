// The product editor's form as pure functions: text in, cents and fields out, inline errors, the dirty check.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import type { Product } from '../../src/domain/catalog/schema.ts';
import {
  centsToDollars,
  isDirty,
  moveRow,
  parseDollars,
  parseStock,
  parseTags,
  previewPrice,
  readForm,
  toForm,
  type EditorForm,
} from '../../src/features/editor/form.ts';
import { editableFields, type ProductEditFields } from '../../src/domain/editor/schema.ts';

const FORMAT = 'Price must be an amount in dollars, like 79.99';

/** A catalogue product on sale with at least two specs and a few tags, so every part of the form is exercised. */
const onSale = catalogue().find(
  (p) => p.compareAtPrice !== undefined && p.specs.length >= 2 && p.tags.length >= 2,
) as Product;
const fields: ProductEditFields = editableFields(onSale);

/** A fresh form for `onSale` with some inputs overridden. */
const formWith = (overrides: Partial<EditorForm> = {}): EditorForm => ({ ...toForm(fields), ...overrides });

function errorsOf(form: EditorForm): Record<string, string> {
  const read = readForm(form);
  if (read.ok) throw new Error(`Expected errors, the form read as ${JSON.stringify(read.fields)}`);
  return read.errors;
}

describe('parseDollars', () => {
  it.each([
    ['79.99', 7999],
    ['$1,299.5', 129950],
    ['80', 8000],
    ['12.', 1200],
    ['0', 0],
    ['0.29', 29],
    ['  $79.99  ', 7999],
    ['0079.90', 7990],
    ['.5', 50],
    ['$ 5', 500],
    ['1234567890', 123456789000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollars(text, 'Price')).toEqual({ ok: true, value: cents });
  });

  it('says the amount is required when nothing but spaces was typed', () => {
    expect(parseDollars('', 'Price')).toEqual({ ok: false, error: 'Price is required' });
    expect(parseDollars('   ', 'Price')).toEqual({ ok: false, error: 'Price is required' });
  });

  it.each(['-5', '-$5', '$-5', '- 5', '-0.99'])('says %j cannot be negative', (text) => {
    expect(parseDollars(text, 'Price')).toEqual({ ok: false, error: 'Price cannot be negative' });
  });

  it.each(['abc', '1.234', '1e3', '$$5', '12.3.4', '-abc', '1,2,3', '12,34.5', '.'])(
    'says %j is not an amount in dollars',
    (text) => {
      expect(parseDollars(text, 'Price')).toEqual({ ok: false, error: FORMAT });
    },
  );

  it('names the field it was given in every message', () => {
    expect(parseDollars('', 'Compare-at price')).toEqual({ ok: false, error: 'Compare-at price is required' });
    expect(parseDollars('-5', 'Compare-at price')).toEqual({ ok: false, error: 'Compare-at price cannot be negative' });
    expect(parseDollars('abc', 'Compare-at price')).toEqual({
      ok: false,
      error: 'Compare-at price must be an amount in dollars, like 79.99',
    });
  });

  it('reads back every amount centsToDollars writes, without float drift', () => {
    const drifted: number[] = [];
    for (let cents = 0; cents <= 200_000; cents++) {
      const parsed = parseDollars(centsToDollars(cents), 'Price');
      if (!parsed.ok || parsed.value !== cents) drifted.push(cents);
    }
    expect(drifted).toEqual([]);
    expect(parseDollars(centsToDollars(10_000_000), 'Price')).toEqual({ ok: true, value: 10_000_000 });
  });
});

describe('centsToDollars', () => {
  it('writes cents as dollars with two decimals', () => {
    expect(centsToDollars(7999)).toBe('79.99');
    expect(centsToDollars(8000)).toBe('80.00');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(0)).toBe('0.00');
  });
});

describe('parseStock', () => {
  it('reads whole numbers, with spaces and thousands commas', () => {
    expect(parseStock('120')).toEqual({ ok: true, value: 120 });
    expect(parseStock(' 0 ')).toEqual({ ok: true, value: 0 });
    expect(parseStock('1,000')).toEqual({ ok: true, value: 1000 });
  });
  it('says it is required when empty', () => {
    expect(parseStock('')).toEqual({ ok: false, error: 'Stock is required' });
    expect(parseStock('  ')).toEqual({ ok: false, error: 'Stock is required' });
  });
  it('says a negative number cannot be used', () => {
    expect(parseStock('-3')).toEqual({ ok: false, error: 'Stock cannot be negative' });
    expect(parseStock('- 3')).toEqual({ ok: false, error: 'Stock cannot be negative' });
  });
  it.each(['1.5', 'abc', '+5', '1e3', '1,2'])('says %j is not a whole number', (text) => {
    expect(parseStock(text)).toEqual({ ok: false, error: 'Stock must be a whole number' });
  });
});

describe('parseTags', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(parseTags('a, b,, c ')).toEqual(['a', 'b', 'c']);
    expect(parseTags(' PCIe 4.0 ,Gaming')).toEqual(['PCIe 4.0', 'Gaming']);
  });
  it('gives no tags for an empty or comma-only list', () => {
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });
  it('keeps order and duplicates as typed', () => {
    expect(parseTags('b, a, b')).toEqual(['b', 'a', 'b']);
  });
});

describe('toForm', () => {
  it('shows money as dollars, stock as text and tags as a comma list', () => {
    const form = toForm({ ...fields, price: 7999, compareAtPrice: 9499, stock: 42, tags: ['PCIe 4.0', 'Gaming'] });
    expect(form).toMatchObject({ price: '79.99', compareAtPrice: '94.99', stock: '42', tags: 'PCIe 4.0, Gaming' });
    expect(form).toMatchObject({
      name: fields.name,
      summary: fields.summary,
      description: fields.description,
      hidden: fields.hidden,
    });
  });
  it('leaves the compare-at price empty when there is no sale', () => {
    expect(toForm({ ...fields, compareAtPrice: null }).compareAtPrice).toBe('');
  });
  it('shows an empty tag list as empty text', () => {
    expect(toForm({ ...fields, tags: [] }).tags).toBe('');
  });
  it('makes one row per spec, in order, each with its own key', () => {
    const first = toForm(fields);
    const second = toForm(fields);
    expect(first.specs.map(({ label, value }) => ({ label, value }))).toEqual(fields.specs);
    const keys = [...first.specs, ...second.specs].map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('readForm', () => {
  it('gives back the same fields for every catalogue product', () => {
    for (const product of catalogue()) {
      const original = editableFields(product);
      expect(readForm(toForm(original))).toEqual({ ok: true, fields: original });
    }
  });

  it('reads the typed text: cents, trimmed text, tags from the comma list, no row keys', () => {
    const read = readForm(
      formWith({
        name: '  New name  ',
        price: '$1,299.5',
        compareAtPrice: ' ',
        stock: '7',
        specs: [{ key: 99, label: ' Capacity ', value: '2 TB ' }],
        tags: 'one, two,,',
        hidden: true,
      }),
    );
    expect(read).toEqual({
      ok: true,
      fields: {
        ...fields,
        name: 'New name',
        price: 129950,
        compareAtPrice: null,
        stock: 7,
        specs: [{ label: 'Capacity', value: '2 TB' }],
        tags: ['one', 'two'],
        hidden: true,
      },
    });
  });

  it('reports what the price text cannot be read as', () => {
    expect(errorsOf(formWith({ price: 'abc', compareAtPrice: '' }))).toEqual({ price: FORMAT });
    expect(errorsOf(formWith({ price: '', compareAtPrice: '' }))).toEqual({ price: 'Price is required' });
    expect(errorsOf(formWith({ price: '-5', compareAtPrice: '' }))).toEqual({ price: 'Price cannot be negative' });
  });

  it('reports an unreadable compare-at price with its own label', () => {
    expect(errorsOf(formWith({ compareAtPrice: '1.234' }))).toEqual({
      compareAtPrice: 'Compare-at price must be an amount in dollars, like 79.99',
    });
  });

  it('reports stock text errors and stock above the limit', () => {
    expect(errorsOf(formWith({ stock: '1.5' }))).toEqual({ stock: 'Stock must be a whole number' });
    expect(errorsOf(formWith({ stock: '100001' }))).toEqual({ stock: 'Stock must be at most 100,000' });
    expect(readForm(formWith({ stock: '100000' }))).toMatchObject({ ok: true, fields: { stock: 100_000 } });
  });

  it('reports a price above the limit from the shared schema', () => {
    expect(errorsOf(formWith({ price: '100000.01', compareAtPrice: '' }))).toEqual({
      price: 'Price must be at most $100,000',
    });
  });

  it('requires a name that is more than spaces', () => {
    expect(errorsOf(formWith({ name: '' }))).toEqual({ name: 'Name is required' });
    expect(errorsOf(formWith({ name: '   ' }))).toEqual({ name: 'Name is required' });
  });

  it('requires the compare-at price to be above the price', () => {
    const message = 'Compare-at price must be higher than the price';
    expect(errorsOf(formWith({ price: '50', compareAtPrice: '50' }))).toEqual({ compareAtPrice: message });
    expect(errorsOf(formWith({ price: '50', compareAtPrice: '49.99' }))).toEqual({ compareAtPrice: message });
    expect(readForm(formWith({ price: '50', compareAtPrice: '50.01' }))).toMatchObject({
      ok: true,
      fields: { price: 5000, compareAtPrice: 5001 },
    });
  });

  it('reports the compare-at rule alongside other field errors', () => {
    expect(errorsOf(formWith({ name: '', price: '50', compareAtPrice: '10' }))).toEqual({
      name: 'Name is required',
      compareAtPrice: 'Compare-at price must be higher than the price',
    });
  });

  it('does not judge the compare-at price while the price itself cannot be read', () => {
    // The stand-in price is 0, so a compare-at of 0 would fail the rule if it were checked.
    expect(errorsOf(formWith({ price: 'abc', compareAtPrice: '0' }))).toEqual({ price: FORMAT });
    expect(errorsOf(formWith({ price: '', compareAtPrice: '0' }))).toEqual({ price: 'Price is required' });
  });

  it('keys spec errors by row and part', () => {
    const specs = [
      { key: 1, label: 'Capacity', value: '1 TB' },
      { key: 2, label: 'Interface', value: '  ' },
      { key: 3, label: '', value: 'x' },
    ];
    expect(errorsOf(formWith({ specs }))).toEqual({
      'specs.1.value': 'Spec value is required',
      'specs.2.label': 'Spec name is required',
    });
  });

  it('keys every tag error as "tags"', () => {
    const long = 'x'.repeat(31);
    expect(errorsOf(formWith({ tags: `ok, ${long}` }))).toEqual({ tags: 'Tags must be at most 30 characters' });
    expect(readForm(formWith({ tags: 'x'.repeat(30) }))).toMatchObject({
      ok: true,
      fields: { tags: ['x'.repeat(30)] },
    });
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(', ');
    expect(errorsOf(formWith({ tags: many }))).toEqual({ tags: 'At most 20 tags' });
  });

  it('reports every broken field at once', () => {
    const errors = errorsOf(
      formWith({ name: '', price: 'abc', compareAtPrice: 'x', stock: '-1', summary: ' ', description: '' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['compareAtPrice', 'description', 'name', 'price', 'stock', 'summary']);
    expect(errors).toMatchObject({
      price: FORMAT,
      stock: 'Stock cannot be negative',
      summary: 'Summary is required',
      description: 'Description is required',
    });
  });
});

describe('isDirty', () => {
  it('is false for the form as loaded', () => {
    expect(isDirty(toForm(fields), fields)).toBe(false);
  });

  it('is false when only spaces, row keys or the spelling of numbers differ', () => {
    const form = toForm(fields);
    const respelled: EditorForm = {
      ...form,
      name: `  ${fields.name} `,
      price: ` $${centsToDollars(fields.price)} `,
      compareAtPrice: fields.compareAtPrice === null ? '' : `0${centsToDollars(fields.compareAtPrice)}`,
      stock: `00${fields.stock}`,
      summary: `${fields.summary}\n`,
      specs: form.specs.map((row, i) => ({ ...row, key: 1000 + i, label: ` ${row.label}`, value: `${row.value} ` })),
      tags: ` ${fields.tags.join(' ,')} ,`,
    };
    expect(isDirty(respelled, fields)).toBe(false);
    // "80" and "80.00" are one amount.
    const round = { ...fields, price: 8000, compareAtPrice: null };
    expect(isDirty({ ...toForm(round), price: '80' }, round)).toBe(false);
    expect(isDirty({ ...toForm(round), price: '80.0' }, round)).toBe(false);
  });

  it('is true after a change', () => {
    expect(isDirty(formWith({ name: `${fields.name}!` }), fields)).toBe(true);
    expect(isDirty(formWith({ price: centsToDollars(fields.price + 1) }), fields)).toBe(true);
    expect(isDirty(formWith({ compareAtPrice: '' }), fields)).toBe(true);
    expect(isDirty(formWith({ stock: String(fields.stock + 1) }), fields)).toBe(true);
    expect(isDirty(formWith({ hidden: !fields.hidden }), fields)).toBe(true);
    expect(isDirty(formWith({ tags: [...fields.tags].reverse().join(', ') }), fields)).toBe(true);
    const form = toForm(fields);
    expect(isDirty({ ...form, specs: moveRow(form.specs, 0, 1) }, fields)).toBe(true);
    expect(isDirty({ ...form, specs: form.specs.slice(1) }, fields)).toBe(true);
  });

  it('is true while the form cannot be read, even when the text would round to the loaded amount', () => {
    // Three decimals are not an amount in dollars, so "79.990" is invalid rather than equal to 79.99.
    const price = `${centsToDollars(fields.price)}0`;
    expect(parseDollars(price, 'Price').ok).toBe(false);
    expect(isDirty(formWith({ price }), fields)).toBe(true);
    expect(isDirty(formWith({ name: '' }), fields)).toBe(true);
    expect(isDirty(formWith({ stock: 'abc' }), fields)).toBe(true);
  });

  it('compares against the state it is given, such as the catalogue values after a save', () => {
    const saved = { ...fields, stock: fields.stock + 5 };
    const form = toForm(saved);
    expect(isDirty(form, saved)).toBe(false);
    expect(isDirty(form, fields)).toBe(true);
  });
});

describe('moveRow', () => {
  const rows = ['a', 'b', 'c'] as const;

  it('moves a row up', () => {
    expect(moveRow(rows, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(rows, 2, -1)).toEqual(['a', 'c', 'b']);
  });
  it('moves a row down', () => {
    expect(moveRow(rows, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(rows, 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it.each([
    [0, -1],
    [2, 1],
    [-1, 1],
    [3, -1],
    [5, 1],
  ] as const)('leaves the rows as they are for index %i moved by %i', (index, delta) => {
    const result = moveRow(rows, index, delta);
    expect(result).toEqual(['a', 'b', 'c']);
    expect(result).not.toBe(rows);
  });
  it('does not change the rows it was given', () => {
    const input = toForm(fields).specs;
    const before = structuredClone(input);
    const moved = moveRow(input, 0, 1);
    expect(input).toEqual(before);
    expect(moved).not.toBe(input);
    expect(moved[0]).toBe(input[1]);
    expect(moved[1]).toBe(input[0]);
  });
});

describe('previewPrice', () => {
  it('is null while the price cannot be read', () => {
    expect(previewPrice(formWith({ price: 'abc' }))).toBeNull();
    expect(previewPrice(formWith({ price: '' }))).toBeNull();
    expect(previewPrice(formWith({ price: '-1' }))).toBeNull();
  });
  it('shows the price with a compare-at price above it', () => {
    expect(previewPrice(formWith({ price: '79.99', compareAtPrice: '94.99' }))).toEqual({
      price: 7999,
      compareAtPrice: 9499,
    });
    expect(previewPrice(formWith({ price: '12.', compareAtPrice: '' }))).toEqual({ price: 1200, compareAtPrice: null });
  });
  it('drops a compare-at price that is not above the price or cannot be read', () => {
    expect(previewPrice(formWith({ price: '100', compareAtPrice: '99' }))).toEqual({
      price: 10000,
      compareAtPrice: null,
    });
    expect(previewPrice(formWith({ price: '100', compareAtPrice: '100.00' }))).toEqual({
      price: 10000,
      compareAtPrice: null,
    });
    expect(previewPrice(formWith({ price: '100', compareAtPrice: 'abc' }))).toEqual({
      price: 10000,
      compareAtPrice: null,
    });
  });
});

describe('the limit per customer', () => {
  it('reads empty as the fair share, a whole number as the cap, and refuses anything else inline', () => {
    expect(toForm({ ...fields, maxPerCustomer: null }).maxPerCustomer).toBe('');
    const none = readForm(formWith({ maxPerCustomer: ' ' }));
    expect(none.ok && none.fields.maxPerCustomer).toBeNull();
    const two = readForm(formWith({ maxPerCustomer: '2' }));
    expect(two.ok && two.fields.maxPerCustomer).toBe(2);
    for (const [typed, error] of [
      ['two', 'Limit per customer must be a whole number, or empty'],
      ['0', 'Limit per customer must be at least 1'],
      ['1.5', 'Limit per customer must be a whole number, or empty'],
    ] as const) {
      const read = readForm(formWith({ maxPerCustomer: typed }));
      expect(read.ok ? {} : read.errors, typed).toMatchObject({ maxPerCustomer: error });
    }
  });
});
