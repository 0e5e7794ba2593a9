// The answer for `/products/{sku}/edit` (netlify/functions/editor-page.mts). Every product's edit address shows the
// one static editor page (src/pages/products/editor.astro), so the build does not grow by a page per product; an
// address whose SKU the repository's catalogue does not have gets the 404 page with status 404, as every
// `/products/…` route does (docs/rules.md#routes). Both pages are read from the site itself, with the headers the
// site gives them (netlify.toml), so the Function adds no second copy of either.
import { isSku } from '../domain/catalog/index.ts';
import { EDITOR_PATH } from '../domain/editor/index.ts';
import { methodNotAllowed, problem } from './http.ts';

/** Where the site's 404 page is read from. */
export const NOT_FOUND_PATH = '/404';

export interface EditorPageDeps {
  /** Every SKU of the repository's catalogue, hidden products included (an editor can bring one back). */
  skus: ReadonlySet<string>;
  /** Reads one of the site's own pages, as the site answers it. */
  readPage: (path: string, request: Request) => Promise<Response>;
}

// Hop-by-hop and body-encoding headers describe the answer read from the site, not the one given here.
const NOT_FORWARDED = ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'etag', 'age'];

export async function handleEditorPage(
  request: Request,
  params: { sku?: string | undefined },
  deps: EditorPageDeps,
): Promise<Response> {
  if (request.method !== 'GET') return methodNotAllowed(['GET']);
  const known = isSku(params.sku) && deps.skus.has(params.sku);
  const page = await deps.readPage(known ? EDITOR_PATH : NOT_FOUND_PATH, request).catch(() => null);
  // The 404 page may itself answer 404 (the development server does).
  if (!page || !(page.ok || (!known && page.status === 404)))
    return problem(503, 'The product editor cannot be loaded right now. Please try again in a moment.');
  const headers = new Headers(page.headers);
  for (const name of NOT_FORWARDED) headers.delete(name);
  headers.set('Cache-Control', 'no-cache');
  return new Response(page.body, { status: known ? 200 : 404, headers });
}

/** Reads a page of the site that answered `request`, giving up after `timeoutMs`. */
export function sitePageReader(timeoutMs = 10_000): EditorPageDeps['readPage'] {
  return (path, request) =>
    fetch(new URL(path, request.url), {
      headers: { Accept: 'text/html' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
}
