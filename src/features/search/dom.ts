// Small DOM builders for search results: elements and text nodes only, never HTML strings.
import { brandStyle } from '../catalog/index.ts';
import { formatPrice, stockLabel, stockState } from '../../domain/catalog/index.ts';
import type { SearchHit } from './records.ts';

type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  for (const child of children) if (child) el.append(child);
  return el;
}

export const stockClass = (stock: number) =>
  ({ 'in-stock': 'text-emerald-700', 'low-stock': 'text-amber-700', 'out-of-stock': 'text-ink-muted' })[
    stockState(stock)
  ];

export function thumb(hit: SearchHit, size: string): HTMLImageElement {
  return h('img', {
    src: hit.meta.image,
    alt: '',
    width: '80',
    height: '60',
    loading: 'lazy',
    decoding: 'async',
    class: `${size} shrink-0 rounded-lg object-cover ${brandStyle[hit.meta.brand].soft}`,
  });
}

export function priceText(hit: SearchHit): HTMLElement {
  const { price, compareAtPrice } = hit.meta;
  return h(
    'span',
    { class: 'font-bold text-ink' },
    formatPrice(price),
    compareAtPrice !== undefined &&
      h(
        'span',
        { class: 'ml-2 text-sm font-normal text-ink-muted line-through' },
        h('span', { class: 'sr-only' }, 'Was '),
        formatPrice(compareAtPrice),
      ),
  );
}

export function stockText(hit: SearchHit): HTMLElement {
  return h('span', { class: `text-sm font-medium ${stockClass(hit.meta.stock)}` }, stockLabel(hit.meta.stock));
}

export { plural } from './format.ts';
