// The metamorphic catalogue: the same store with invented model and line names, new SKUs (related links following),
// doubled capacities, new prices, a hidden product that would win every ranking if it were shown, and a new category
// with labels of its own. The oracle's accuracy on it must match the original's, so nothing in the assistant can lean
// on today's names, figures or categories.
import { productSchema, type Product } from '../../../src/domain/catalog/schema.ts';

const LINE_NAMES = [
  'Zircon Peak',
  'Quartz',
  'Basalt',
  'Mica Flash',
  'Onyx Go',
  'Cobalt',
  'Aurora',
  'Tundra',
  'Sierra',
  'Nimbus',
  'Helix',
  'Lumen',
  'Vertex',
  'Solace',
  'Ember',
  'Drift',
];
const MODEL_LETTERS = ['ZQ', 'KR', 'VX', 'LT', 'HM', 'PW', 'DJ', 'RF', 'GN', 'SB', 'TY', 'CM', 'WX', 'FJ', 'QL'];

/** Model numbers in names: letters then two or more digits (NV7400, AX210, P10), not standards such as DDR5. */
const MODEL = /\b[A-Z]{1,3}\d{2,5}\b/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1 TB" → "2 TB", "512 GB" → "1 TB", "16 GB" → "32 GB": a size doubled, in the unit a shop would write it in. */
function doubled(amount: number, unit: string): string {
  const gigabytes = (unit.toUpperCase() === 'TB' ? amount * 1000 : amount) * 2;
  if (gigabytes >= 1000 && gigabytes % 1000 === 0) return `${gigabytes / 1000} TB`;
  if (gigabytes === 1024) return '1 TB';
  return `${gigabytes} GB`;
}

const SIZE = /\b(\d+)\s?(TB|GB)\b/g;
const doubleSizes = (text: string) => text.replace(SIZE, (_, n: string, unit: string) => doubled(Number(n), unit));

/** A new price: about 23 % more, still ending in .99 (so no budget the oracle picks equals it). */
const newPrice = (cents: number) => Math.max(199, Math.round((cents * 1.23) / 100) * 100 - 1);

export function transformCatalogue(original: readonly Product[]): Product[] {
  // Lines are renamed by their stem, so "Black Opal" and "Black Opal Memory" stay one family; a brand-led line keeps
  // its brand ("Biwin Go" → "Biwin Onyx Go").
  const stemOf = (line: string) => line.replace(/ Memory$/, '');
  const stems = [...new Set(original.map((p) => stemOf(p.line)))];
  const stemMap = new Map(
    stems.map((stem, i) => {
      const invented = LINE_NAMES[i % LINE_NAMES.length] ?? 'Line';
      const brand = original.find((p) => stem.toLowerCase().startsWith(`${p.brand} `))?.brand;
      return [stem, brand ? `${stem.slice(0, brand.length)} ${invented}` : invented];
    }),
  );
  const newLine = (line: string) => line.replace(stemOf(line), stemMap.get(stemOf(line)) ?? stemOf(line));
  const models = [...new Set(original.flatMap((p) => p.name.match(MODEL) ?? []))];
  const modelMap = new Map(
    models.map((model, i) => {
      const digits = model.replace(/^[A-Z]+/, '');
      const letters = MODEL_LETTERS[i % MODEL_LETTERS.length] ?? 'ZZ';
      return [model, `${letters}${digits}${i >= MODEL_LETTERS.length ? 'X' : ''}`];
    }),
  );
  const specValues = original.flatMap((p) => p.specs.map((s) => s.value)).join('\n');
  const renameText = (text: string, product: Product): string => {
    let result = text;
    for (const [model, renamed] of modelMap) result = result.replace(new RegExp(`\\b${model}\\b`, 'g'), renamed);
    const stem = stemOf(product.line);
    const newStem = stemMap.get(stem) ?? stem;
    // Only a line named by distinctive words is renamed inside text ("Wi-Fi 7" and "USB" are also plain words).
    if (stem.includes(' ') && !specValues.includes(stem)) {
      result = result.replace(new RegExp(escape(stem), 'g'), newStem);
    }
    return result;
  };
  const capacityOf = (product: Product) => product.specs.find((s) => s.label === 'Capacity')?.value;
  const skuMap = new Map<string, string>();
  const renamed = original.map((product) => {
    const capacity = capacityOf(product);
    const resize = (text: string) => (capacity ? doubleSizes(text) : text);
    let sku = `${product.sku}`;
    for (const [model, name] of modelMap)
      sku = sku.replace(new RegExp(`\\b${model.toLowerCase()}\\b`), name.toLowerCase());
    if (capacity)
      sku = sku.replace(/(\d+)(tb|gb)\b/, (_, n: string, unit: string) =>
        doubled(Number(n), unit).replace(' ', '').toLowerCase(),
      );
    sku = `${sku}-x`;
    skuMap.set(product.sku, sku);
    // Sizes the capacity states ("32 GB", "16 GB") double in the prose too; other sizes (a 1 GB cache) do not.
    const sizes = new Set(capacity?.match(SIZE) ?? []);
    const sizeText = (text: string) => text.replace(SIZE, (size) => (sizes.has(size) ? doubleSizes(size) : size));
    return {
      ...product,
      sku,
      name: resize(renameText(product.name, product)),
      line: newLine(product.line),
      price: newPrice(product.price),
      ...(product.compareAtPrice === undefined ? {} : { compareAtPrice: newPrice(product.compareAtPrice) + 1000 }),
      summary: sizeText(renameText(product.summary, product)),
      description: sizeText(renameText(product.description, product)),
      specs: product.specs.map((spec) => ({
        label: spec.label,
        value: renameText(spec.label === 'Capacity' ? doubleSizes(spec.value) : spec.value, product),
      })),
    };
  });
  const linked = renamed.map((product) => ({
    ...product,
    related: product.related.map((sku) => skuMap.get(sku) ?? sku),
  }));
  const extra = [...powerBanks(), hiddenChampion(linked)];
  return [...linked, ...extra].map((product) => productSchema.parse(product));
}

/** A product no shopper can see, better and cheaper than every NVMe SSD: an answer that names it read hidden data. */
function hiddenChampion(products: readonly Product[]): Product {
  const base = products.find((p) => p.category === 'NVMe SSD') ?? products[0];
  if (!base) throw new Error('empty catalogue');
  return {
    ...base,
    sku: 'hidden-prototype-8tb',
    name: `${base.name.split(' ').slice(0, 2).join(' ')} Prototype HX9 8 TB PCIe 6.0 NVMe SSD`,
    price: 999,
    stock: 500,
    hidden: true,
    related: [],
    specs: base.specs.map((spec) =>
      spec.label === 'Capacity'
        ? { ...spec, value: '8 TB' }
        : /Sequential/.test(spec.label)
          ? { ...spec, value: '28,000 MB/s' }
          : spec,
    ),
  };
}

/** A category the store has never had, with labels the oracle has no words for. */
function powerBanks(): Product[] {
  const rows = [
    { model: 'Volt 10', mah: '10,000 mAh', watts: '30 W', grams: '210 g', hours: '3 hours', price: 2999, stock: 33 },
    { model: 'Volt 20', mah: '20,000 mAh', watts: '65 W', grams: '360 g', hours: '4 hours', price: 4999, stock: 0 },
    { model: 'Volt 27', mah: '26,800 mAh', watts: '100 W', grams: '495 g', hours: '2.5 hours', price: 7999, stock: 9 },
  ];
  return rows.map((row) => ({
    sku: `fenvi-${row.model.toLowerCase().replace(' ', '-')}-bank`,
    brand: 'fenvi',
    name: `Fenvi ${row.model} ${row.mah} USB-C Power Bank`,
    category: 'Power Bank',
    line: 'Fenvi Volt',
    price: row.price,
    stock: row.stock,
    images: ['power-bank.svg'],
    summary: `A ${row.mah} power bank with ${row.watts} USB-C Power Delivery.`,
    description: `The ${row.model} charges laptops and phones at up to ${row.watts} and refills in ${row.hours}.`,
    specs: [
      { label: 'Battery capacity', value: row.mah },
      { label: 'Max output', value: `${row.watts} USB-C PD` },
      { label: 'Ports', value: '2 × USB-C, 1 × USB-A' },
      { label: 'Weight', value: row.grams },
      { label: 'Recharge time', value: row.hours },
      { label: 'Warranty', value: '2 years' },
    ],
    tags: ['power bank'],
    released: '2026-10-01',
    related: [],
    featured: false,
    hidden: false,
  }));
}
