// GET/PUT /api/products/{sku} — product editing. All logic lives in src/server/products (relative imports: Functions
// are bundled without the `~/` alias).
import type { Config, Context } from '@netlify/functions';
import { productsDepsFromEnv } from '../../src/server/products/deps.ts';
import { handleProducts } from '../../src/server/products/handler.ts';
import { secured } from '../../src/server/secure.ts';

const deps = productsDepsFromEnv(process.env);

export default secured((request: Request, context: Context) => handleProducts(request, context.params, deps));

export const config: Config = {
  path: '/api/products/:sku',
  // Other methods never reach the Function: they get the site's 404.
  method: ['GET', 'PUT'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
