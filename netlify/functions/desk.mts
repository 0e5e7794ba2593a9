// The orders desk's API for staff (GET /api/desk/orders, GET /api/desk/orders/{ref}, POST /api/desk/orders/{ref}/{action}).
// All logic lives in src/server/desk (relative imports: Functions are bundled without the `~/` alias).
import type { Config, Context } from '@netlify/functions';
import { deskDepsFromEnv } from '../../src/server/desk/deps.ts';
import { handleDesk } from '../../src/server/desk/handler.ts';
import { secured } from '../../src/server/secure.ts';

const deps = deskDepsFromEnv(process.env);

export default secured((request: Request, context: Context) => handleDesk(request, context.params, deps));

export const config: Config = {
  path: ['/api/desk/orders', '/api/desk/orders/:ref', '/api/desk/orders/:ref/:action'],
  method: ['GET', 'POST'],
  rateLimit: { windowLimit: 240, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
