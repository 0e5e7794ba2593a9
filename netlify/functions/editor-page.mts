// GET /products/{sku}/edit — the product editor's page for a product of the catalogue, else the 404 page. All logic
// lives in src/server/editor-page.ts (relative imports: Functions are bundled without the `~/` alias).
import type { Config, Context } from '@netlify/functions';
import { handleEditorPage, sitePageReader } from '../../src/server/editor-page.ts';
import { uneditedCatalogue } from '../../src/server/catalogue/live.ts';
import { secured } from '../../src/server/secure.ts';

const deps = { skus: new Set(uneditedCatalogue().map((product) => product.sku)), readPage: sitePageReader() };

export default secured(
  (request: Request, context: Context) => handleEditorPage(request, context.params, deps),
  console,
  { page: true },
);

export const config: Config = {
  path: '/products/:sku/edit',
  method: ['GET'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
