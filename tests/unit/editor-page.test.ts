// The Function behind every product's edit address (src/server/editor-page.ts): the one editor page for a SKU of the
// catalogue, the 404 page with status 404 for anything else, with the headers the site gives those pages.
import { describe, expect, it, vi } from 'vitest';
import { handleEditorPage, NOT_FOUND_PATH, type EditorPageDeps } from '../../src/server/editor-page.ts';
import { secured } from '../../src/server/secure.ts';
import { EDITOR_PATH } from '../../src/domain/editor/address.ts';

const SITE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'Content-Length': '999',
  'Content-Encoding': 'gzip',
  ETag: '"abc"',
};

function site(pages: Record<string, Response | Error> = {}) {
  const readPage = vi.fn(async (path: string) => {
    const page = pages[path];
    if (page instanceof Error) throw page;
    return page ?? new Response(`<!doctype html><title>${path}</title>`, { headers: SITE_HEADERS });
  });
  return readPage;
}

const deps = (readPage: EditorPageDeps['readPage']): EditorPageDeps => ({
  skus: new Set(['biwin-nv7400-1tb', 'fenvi-hidden-card']),
  readPage,
});
const get = (sku?: string, method = 'GET') =>
  [new Request(`https://store.test/products/${sku}/edit`, { method }), { sku }] as const;

describe('handleEditorPage', () => {
  it('answers a SKU of the catalogue, hidden ones included, with the editor page and its site headers', async () => {
    for (const sku of ['biwin-nv7400-1tb', 'fenvi-hidden-card']) {
      const readPage = site();
      const response = await handleEditorPage(...get(sku), deps(readPage));
      expect(response.status).toBe(200);
      expect(readPage).toHaveBeenCalledWith(EDITOR_PATH, expect.any(Request));
      expect(await response.text()).toContain(`<title>${EDITOR_PATH}</title>`);
      expect(response.headers.get('Content-Security-Policy')).toBe(SITE_HEADERS['Content-Security-Policy']);
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      // The body is read again here, so what described the site's answer does not describe this one.
      for (const name of ['Content-Length', 'Content-Encoding', 'ETag']) expect(response.headers.get(name)).toBeNull();
    }
  });

  it('answers any other SKU, or no SKU, with the 404 page and status 404', async () => {
    for (const sku of ['no-such-sku', 'Biwin-NV7400-1TB', '../../etc/passwd', 'a b', 'a'.repeat(65), '', undefined]) {
      const readPage = site();
      const response = await handleEditorPage(...get(sku), deps(readPage));
      expect(response.status, String(sku)).toBe(404);
      expect(readPage).toHaveBeenCalledWith(NOT_FOUND_PATH, expect.any(Request));
      expect(await response.text()).toContain(`<title>${NOT_FOUND_PATH}</title>`);
    }
  });

  it('accepts a 404 page that itself answers 404, as the development server does', async () => {
    const readPage = site({
      [NOT_FOUND_PATH]: new Response('<h1>Page Not Found</h1>', { status: 404, headers: SITE_HEADERS }),
    });
    const response = await handleEditorPage(...get('no-such-sku'), deps(readPage));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('answers 503 when the page cannot be read, never a page that failed', async () => {
    for (const failure of [
      new TypeError('fetch failed'),
      new Response('oops', { status: 500 }),
      new Response('gone', { status: 404 }),
    ]) {
      const response = await handleEditorPage(...get('biwin-nv7400-1tb'), deps(site({ [EDITOR_PATH]: failure })));
      expect(response.status).toBe(503);
      expect(response.headers.get('Content-Type')).toMatch(/problem\+json/);
    }
  });

  it('refuses other methods', async () => {
    const response = await handleEditorPage(...get('biwin-nv7400-1tb', 'POST'), deps(site()));
    expect(response.status).toBe(405);
  });
});

describe('secured, for a Function that answers with a page', () => {
  it("keeps the page's own policy on HTML, and gives its error answers the Functions' headers", async () => {
    const handler = secured(
      (request: Request) => handleEditorPage(request, { sku: 'biwin-nv7400-1tb' }, deps(site())),
      console,
      { page: true },
    );
    const page = await handler(new Request('https://store.test/products/biwin-nv7400-1tb/edit'));
    expect(page.headers.get('Content-Security-Policy')).toBe(SITE_HEADERS['Content-Security-Policy']);
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const failing = secured(
      () =>
        handleEditorPage(
          new Request('https://store.test/x'),
          { sku: 'biwin-nv7400-1tb' },
          deps(site({ [EDITOR_PATH]: new TypeError('down') })),
        ),
      console,
      { page: true },
    );
    const error = await failing(new Request('https://store.test/x'));
    expect(error.status).toBe(503);
    expect(error.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
