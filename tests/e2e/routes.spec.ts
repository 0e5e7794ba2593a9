import { expect, test } from '../support/test.ts';

const pages: [path: string, heading: RegExp][] = [
  ['/', /Faster storage\. Stronger Wi-Fi\./],
  ['/all', /^All Products$/],
  ['/all/2', /^All Products$/],
  ['/all2', /All Products: comparison/],
  ['/all2/2', /All Products: comparison/],
  ['/biwin', /Biwin Store/],
  ['/fenvi', /Fenvi Store/],
  ['/brands/biwin', /^Biwin$/],
  ['/brands/fenvi', /^Fenvi$/],
  ['/products/biwin-nv7400-1tb', /NV7400/],
  ['/products/biwin-nv7400-1tb/b_products', /Bought together with/],
  ['/products/biwin-nv7400-1tb/edit', /^Edit Biwin Black Opal NV7400/],
  ['/privacy-policy', /Privacy/],
  ['/terms-and-conditions', /Terms/],
];

for (const [path, heading] of pages) {
  test(`${path} answers 200 with its page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(/Biwin & Fenvi Store/);
  });
}

test('every product page, its bought-together page and its cart data answer 200', async ({ page, request }) => {
  const hrefs: string[] = [];
  // Walk the listing's pages through its Next links, as a crawler would.
  for (let next: string | null = '/all'; next;) {
    await page.goto(next);
    const links = await page
      .getByRole('main')
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    hrefs.push(...links.filter((h) => /^\/products\/[^/]+$/.test(h)));
    const more = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' });
    next = (await more.count()) ? await more.getAttribute('href') : null;
  }
  const total = Number(
    /of (\d+) products/.exec((await page.getByText(/^Showing \d+–\d+ of \d+ products$/).textContent()) ?? '')?.[1],
  );
  expect(new Set(hrefs).size).toBe(total);
  expect(total).toBeGreaterThanOrEqual(24);
  for (const href of hrefs) {
    expect((await request.get(href)).status(), href).toBe(200);
    expect((await request.get(`${href}/b_products`)).status(), `${href}/b_products`).toBe(200);
    const data = await request.get(`${href}.json`);
    expect(data.status(), `${href}.json`).toBe(200);
    expect(await data.json()).toMatchObject({ sku: href.slice('/products/'.length), path: href });
  }
  expect((await request.get('/products/no-such-sku.json')).status()).toBe(404);
});

for (const path of [
  '/no-such-page',
  '/all/3',
  '/all/1',
  '/all2/9',
  '/fenvi/2',
  '/products/no-such-sku',
  '/products/no-such-sku/b_products',
  '/products/no-such-sku/edit',
  '/products/Not-A-Sku/edit',
  '/brands/acme',
]) {
  test(`${path} is a 404 with the error texts`, async ({ page, watch }) => {
    watch.allow(`404 ${path}`);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
  });
}

// Every edit address is answered with one static page by a Function (netlify/functions/editor-page.mts), which must
// pass on the headers the site gives its pages: the page's own policy lets its scripts run, the site's forbids framing.
test('an edit address answers the editor page with the site headers of a page', async ({ request }) => {
  const response = await request.get('/products/biwin-nv7400-1tb/edit');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['content-security-policy']).not.toContain("default-src 'none'");
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(await response.text()).toContain('Edit a product');
});

// The editor's own address names no product: it says so and offers the way back.
test('/products/editor says it names no product to edit', async ({ page }) => {
  await page.goto('/products/editor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit a product');
  await expect(page.getByRole('alert')).toContainText('This address names no product to edit.');
  await expect(page.getByRole('alert').getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/all');
});

const redirects: [from: string, to: string][] = [
  ['/orders', '/orders2'],
  ['/Privacy-policy', '/privacy-policy'],
  ['/brands/Fenvi', '/brands/fenvi'],
  ['/brands/Biwin', '/brands/biwin'],
];
for (const [from, to] of redirects) {
  test(`${from} redirects 301 to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);
  });
}

test('an address that is not valid percent-encoding is a client error, not a crash', async ({ request }) => {
  for (const path of ['/products/a%E0%A4%A', '/api/products/%E0%A4%A', '/api/orders/%C0']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
  }
});

test('a hashed asset is cached for good, and answered alike each time, compressed or not', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/_astro\/[\w.-]+\.js/)?.[0];
  expect(asset, 'the home page loads a hashed script').toBeTruthy();
  const answers: string[] = [];
  for (const encoding of ['gzip', 'gzip', 'identity', 'identity']) {
    const response = await request.get(asset ?? '', { headers: { 'Accept-Encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-encoding'] ?? 'identity').toBe(encoding);
    answers.push(await response.text());
  }
  expect(new Set(answers).size).toBe(1);
  expect(answers[0]).not.toBe('');
});

test('robots.txt, the sitemap and the build record are published', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  const rules = await robots.text();
  expect(rules).toMatch(/Sitemap: .*\/sitemap-index\.xml/);
  // Only the API and the content editor are closed to crawlers; the page shells hold nothing private.
  expect(rules.match(/^Disallow: .*$/gm)).toEqual(['Disallow: /api/', 'Disallow: /keystatic']);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain('/products/biwin-nv7400-1tb</loc>');
  expect(sitemap).toContain('/products/biwin-nv7400-1tb/b_products</loc>');
  for (const shell of ['/login', '/profile', '/drag_drop', '/orders2', '/products/editor', '/404']) {
    expect(sitemap).not.toContain(`${shell}</loc>`);
  }
  const build = await request.get('/build.json');
  expect(await build.json()).toMatchObject({ buildId: expect.any(String) });
});

test('a product page has SEO metadata and Product JSON-LD with an offer', async ({ page }) => {
  await page.goto('/products/biwin-nv7400-1tb');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/biwin-nv7400-1tb$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /NV7400/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = ld.map((text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string } });
  expect(data.find((d) => d['@type'] === 'Product')?.offers?.priceCurrency).toBe('USD');
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
});
