// GET /products/{sku}.json — a product's file with the stored edits laid over it. A Function with a path answers
// before the static file of the same address, so the file the build wrote is read by the Function, never served as
// it is. All logic lives in src/server/products (relative imports: Functions are bundled without the `~/` alias).
import type { Config, Context } from '@netlify/functions';
import { productFileFromEnv } from '../../src/server/products/file-deps.ts';
import { handleProductFile } from '../../src/server/products/file.ts';
import { secured } from '../../src/server/secure.ts';

const deps = productFileFromEnv();

export default secured(
  (request: Request, context: Context) => handleProductFile(request, context.params, deps),
  console,
  { cacheable: true },
);

export const config: Config = {
  // Every method reaches the Function (a method it does not list would be answered by the static file).
  path: '/products/:sku.json',
  rateLimit: { windowLimit: 240, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
