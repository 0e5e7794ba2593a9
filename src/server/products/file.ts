// GET /products/{sku}.json — a product's file, as the build wrote it but with the stored edits laid over it, so a
// product an editor hides (or renames, or reprices) reads that way at once, not at the next build
// (docs/content-editing.md#what-changes-at-once). The build's file supplies what only the build knows (the brand's
// name and the published illustration's address); the catalogue and the stored edits supply the rest, through the
// same rule as every other answer (src/domain/products/visibility.ts): a hidden product's file names no name, price or
// stock (src/domain/products/product-file.ts), which the cart reads as a product no longer sold and the product
// editor as one to bring back.
import { createHash } from 'node:crypto';
import type { Product } from '../../domain/catalog/index.ts';
import { isSku } from '../../domain/catalog/index.ts';
import { productFileBody } from '../../domain/products/file-body.ts';
import { parseProductFile } from '../../domain/products/product-file.ts';
import { methodNotAllowed, problem } from '../http.ts';

export interface ProductFileDeps {
  /** Every product of the catalogue with its stored edits, hidden ones included, by SKU, as of this request. */
  products: () => Promise<ReadonlyMap<string, Product>>;
  /** The body the build wrote at `/products/<sku>.json` for a valid SKU; null when it wrote none. */
  builtFile: (sku: string) => Promise<string | null>;
}

/**
 * As a static file is cached: kept, but asked about again on every use (an unchanged file answers 304 by its ETag),
 * since an editor's save changes it without a deploy.
 */
export const PRODUCT_FILE_CACHE = 'public, max-age=0, must-revalidate';

const notFound = () => problem(404, 'This store has no such product.', { code: 'not-found' });

/** A strong validator of the body: equal bodies, equal tags, whichever instance answers. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether If-None-Match names `etag` (or `*`); weak tags compare by their value (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export async function handleProductFile(
  request: Request,
  params: { sku?: string | undefined },
  deps: ProductFileDeps,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  // Checked before anything is read: a SKU is letters, digits and dashes, so no other file can be named.
  const sku = params.sku;
  if (!isSku(sku)) return notFound();
  const product = (await deps.products()).get(sku);
  if (!product) return notFound();
  const built = await deps.builtFile(sku);
  const file = built === null ? null : parseProductFile(JSON.parse(built));
  if (!file || file.sku !== sku) return notFound();
  const body = productFileBody(product, file.brandName, file.image);
  const etag = etagOf(body);
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': PRODUCT_FILE_CACHE, ETag: etag };
  if (matches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}
