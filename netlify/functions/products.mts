// GET/PUT /api/products/{sku} — product editing. All logic lives in src/server/products (relative imports: Functions
// are bundled without the `~/` alias).
import type { Config } from '@netlify/functions';
import { productsDepsFromEnv } from '../../src/server/products/deps.ts';
import { handleProducts } from '../../src/server/products/handler.ts';

const deps = productsDepsFromEnv(process.env);

export default (request: Request) => handleProducts(request, deps);

export const config: Config = {
  path: '/api/products/*',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
