// The orders API (GET/POST/DELETE /api/orders, POST /api/orders/quote, GET /api/orders/{id}, POST /api/orders/{id}/cancel).
// All logic lives in src/server/orders (relative imports: Functions are bundled without the `~/` alias).
import type { Config, Context } from '@netlify/functions';
import { ordersDepsFromEnv } from '../../src/server/orders/deps.ts';
import { handleOrders } from '../../src/server/orders/handler.ts';
import { secured } from '../../src/server/secure.ts';

const deps = ordersDepsFromEnv(process.env);

export default secured((request: Request, context: Context) => handleOrders(request, context.params, deps));

export const config: Config = {
  // Netlify matches these and hands the handler `params` ({id, action}); "quote" arrives as an id (see routeOf).
  path: ['/api/orders', '/api/orders/:id', '/api/orders/:id/:action'],
  // Other methods never reach the Function (they get the site's 404); the handler still answers a 405 with Allow for a
  // method a route does not take (GET on a cancel, say).
  method: ['GET', 'POST', 'DELETE'],
  // Per client and site; Netlify may not enforce it on every plan, so the handler's own bounds still matter.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
