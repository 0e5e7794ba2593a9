import type { APIRoute } from 'astro';

// The account, cart, orders and editor pages are static shells with nothing private in their HTML (the data comes
// from the API after sign-in), so they stay crawlable: blocking them would only fail search engines' and
// Lighthouse's crawlability checks. They are left out of the sitemap instead (astro.config.mjs). The API is not for
// crawlers, nor is the content editor (/keystatic: only on a site set up for it, docs/content-editing.md).
const disallow = ['/api/', '/keystatic'];

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site).href;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
