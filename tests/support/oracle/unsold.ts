// Things a shopper may ask for that the store may not carry. Each is used only when the catalogue truly lacks it
// (no listed product names it in its name, category, line or specs), so the list stays honest as the data changes.
import type { Product } from '../../../src/domain/catalog/schema.ts';

export interface Unsold {
  /** As the shopper says it. */
  readonly thing: string;
  /** Words whose presence in the catalogue would mean the store does carry it. */
  readonly markers: RegExp;
  /** Categories a helpful reply may still link (a Samsung SSD question may show the store's own SSDs). */
  readonly related: (category: string) => boolean;
}

const none = () => false;

const UNSOLD: readonly Unsold[] = [
  { thing: 'graphics cards', markers: /graphics|gpu|geforce|radeon/i, related: none },
  { thing: 'gaming monitors', markers: /monitor|display panel/i, related: none },
  { thing: 'mechanical keyboards', markers: /keyboard/i, related: none },
  { thing: 'gaming mice', markers: /\bmouse\b|\bmice\b/i, related: none },
  { thing: 'Wi-Fi routers', markers: /router/i, related: (c) => /wi-?fi|antenna/i.test(c) },
  { thing: 'laptops', markers: /\blaptops?\b|notebook computer/i, related: none },
  { thing: 'power supplies', markers: /power suppl|\bpsu\b/i, related: none },
  { thing: 'power banks', markers: /power bank/i, related: none },
  { thing: 'CPU coolers', markers: /cooler|heatsink fan/i, related: none },
  { thing: 'webcams', markers: /webcam/i, related: none },
  { thing: 'printers', markers: /printer/i, related: none },
  { thing: 'Samsung SSDs', markers: /samsung/i, related: (c) => /ssd/i.test(c) },
  { thing: 'WD SSDs', markers: /\bwd\b|western digital/i, related: (c) => /ssd/i.test(c) },
  { thing: 'Crucial memory', markers: /crucial/i, related: (c) => /memory/i.test(c) },
  { thing: 'Kingston RAM', markers: /kingston/i, related: (c) => /memory/i.test(c) },
  { thing: 'SanDisk memory cards', markers: /sandisk/i, related: (c) => /memory|card/i.test(c) },
  { thing: 'TP-Link Wi-Fi adapters', markers: /tp-?link/i, related: (c) => /wi-?fi|adapter/i.test(c) },
];

/** The entries the listed catalogue really does not carry. */
export function unsoldThings(listed: readonly Product[]): Unsold[] {
  const text = listed
    .map((p) => [p.name, p.category, p.line, p.brand, ...p.specs.map((s) => `${s.label} ${s.value}`)].join(' '))
    .join('\n');
  return UNSOLD.filter((entry) => !entry.markers.test(text));
}

export const UNSOLD_QUESTIONS: readonly string[] = [
  'Do you sell {thing}?',
  'Do you have any {thing}?',
  "I'm looking for {thing}, what do you have?",
  'Can I buy {thing} here?',
];
