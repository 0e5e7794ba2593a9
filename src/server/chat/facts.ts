// Product facts the assistant states (stock wording, key specs, comparable numbers), shared by the model's system
// prompt and the offline assistant so both describe a product the same way.
import type { Product } from '../../features/catalog/index.ts';

/** Products a shopper may be told about. */
export const visibleProducts = (catalog: readonly Product[]): Product[] => catalog.filter((p) => !p.hidden);

export const brandName = (brand: Product['brand']): string => brand.charAt(0).toUpperCase() + brand.slice(1);

/** "Low stock" threshold: below it the assistant says how many are left, so a shopper knows to hurry. */
const LOW_STOCK = 5;

export function stockLabel(product: Pick<Product, 'stock'>): string {
  if (product.stock === 0) return 'out of stock';
  if (product.stock <= LOW_STOCK) return `only ${product.stock} left`;
  return 'in stock';
}

export function specValue(product: Product, label: RegExp): string | undefined {
  return product.specs.find((spec) => label.test(spec.label))?.value;
}

const SPEED_UNITS: Record<string, number> = { 'mb/s': 8, 'gb/s': 8_000, mbps: 1, gbps: 1_000, 'mt/s': 1 };

/**
 * A comparable speed: read speed for storage, link rate for wireless, transfer rate for memory, in Mbit/s (memory
 * in MT/s, which is only ever compared with other memory). Undefined when the product states none.
 */
const speeds = new WeakMap<Product, { value: number; spec: string } | null>();
const capacities = new WeakMap<Product, { value: number; spec: string } | null>();

/** Computes a product's figure once: sorting thousands of products asks for it many times. */
function memo<T>(
  cache: WeakMap<Product, T | null>,
  product: Product,
  compute: (p: Product) => T | undefined,
): T | undefined {
  const known = cache.get(product);
  if (known !== undefined) return known ?? undefined;
  const value = compute(product);
  cache.set(product, value ?? null);
  return value;
}

export function speedOf(product: Product): { value: number; spec: string } | undefined {
  return memo(speeds, product, computeSpeed);
}

function computeSpeed(product: Product): { value: number; spec: string } | undefined {
  const spec =
    product.specs.find((s) => /sequential read|read speed/i.test(s.label)) ??
    product.specs.find((s) => /max(imum)? speed|^speed$/i.test(s.label));
  const match = spec && /([\d.,]+)\s*(mb\/s|gb\/s|mbps|gbps|mt\/s)/i.exec(spec.value);
  if (!spec || !match) return undefined;
  const amount = Number((match[1] ?? '').replace(/,/g, ''));
  const unit = SPEED_UNITS[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number.isFinite(amount) ? { value: amount * unit, spec: `${spec.label}: ${spec.value}` } : undefined;
}

/** Capacity in GB (a 2 × 16 GB kit counts as its 32 GB total, which is stated first). */
export function capacityOf(product: Product): { value: number; spec: string } | undefined {
  return memo(capacities, product, computeCapacity);
}

function computeCapacity(product: Product): { value: number; spec: string } | undefined {
  const spec = product.specs.find((s) => /capacity/i.test(s.label));
  const match = spec && /([\d.,]+)\s*(tb|gb)/i.exec(spec.value);
  if (!spec || !match) return undefined;
  const amount = Number((match[1] ?? '').replace(/,/g, ''));
  return {
    value: (match[2] ?? '').toLowerCase() === 'tb' ? amount * 1000 : amount,
    spec: `${spec.label}: ${spec.value}`,
  };
}
