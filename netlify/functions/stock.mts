// GET /api/stock?skus=a,b — live stock levels. All logic lives in src/server/inventory (relative imports: Functions
// are bundled without the `~/` alias).
import type { Config } from '@netlify/functions';
import { stockFromEnv } from '../../src/server/inventory/deps.ts';
import { handleStock } from '../../src/server/inventory/handler.ts';
import { secured } from '../../src/server/secure.ts';

const deps = stockFromEnv();

export default secured((request: Request) => handleStock(request, deps));

export const config: Config = {
  path: '/api/stock',
  method: ['GET'],
  rateLimit: { windowLimit: 240, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
