// The orders API (GET/POST /api/orders, POST /api/orders/quote, GET /api/orders/{id}, POST /api/orders/{id}/cancel).
// All logic lives in src/server/orders (relative imports: Functions are bundled without the `~/` alias).
import type { Config } from '@netlify/functions';
import { ordersDepsFromEnv } from '../../src/server/orders/deps.ts';
import { handleOrders } from '../../src/server/orders/handler.ts';

const deps = ordersDepsFromEnv(process.env);

export default (request: Request) => handleOrders(request, deps);

export const config: Config = {
  path: ['/api/orders', '/api/orders/*'],
  // Per client and site; Netlify may not enforce it on every plan, so the handler's own bounds still matter.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
