// Serves the production build the way Netlify does: dist/ with pretty URLs, netlify.toml redirects and headers,
// the Functions in netlify/functions and Netlify Blobs, plus the site's 404.html for anything unmatched.
// Usage: node scripts/serve.mjs [port]   (default 8888)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { constants, createGzip, gzipSync } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';

const port = Number(process.argv[2] ?? process.env.PORT ?? 8888);
const projectRoot = new URL('..', import.meta.url).pathname;

const dev = new NetlifyDev({
  projectRoot,
  serverAddress: null,
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
  database: { enabled: false },
  images: { enabled: false },
});
await dev.start();
// Every Function is built once, side by side, when the server starts (patches/README.md says why not per request);
// the server says it is ready once the first of them answers.
await dev.handle(new Request(`http://127.0.0.1:${port}/api/me`));
const notFound = await readFile(new URL('../dist/404.html', import.meta.url));

async function notFoundPage() {
  return (await dev.handle(new Request(`http://127.0.0.1:${port}/404.html`))) ?? new Response(null);
}

const compressible =
  /^(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:json|problem\+json|javascript|xml|manifest\+json)|image\/svg\+xml)\b/;

/** Whether the address's path percent-decodes; @netlify/dev throws (URIError) on one that does not ("/a%\\8A"). */
function decodable(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers to the build's hashed assets (/_astro/…), kept once made: a file there never changes under its name, so its
 * first answer (status, headers and body, gzip or not) is sent again as it is, as Netlify's CDN serves it. A page load
 * asks for dozens of them, and each went through the whole emulation (a temporary folder, the header and redirect
 * rules read again, the file read and compressed): most of this server's work in the browser tests
 * (docs/decisions.md#the-builds-server-keeps-its-asset-answers).
 */
const assetAnswers = new Map();
/** The key of a request whose answer is kept: a plain GET of a hashed asset (no range, no condition). */
function assetKey(req, gzip) {
  const plain =
    req.method === 'GET' && !req.headers.range && !req.headers['if-none-match'] && !req.headers['if-modified-since'];
  return plain && req.url?.startsWith('/_astro/') ? `${gzip ? 'gzip' : 'identity'} ${req.url}` : undefined;
}

const server = createServer(async (req, res) => {
  // An address that is not valid percent-encoding names no file and no Function: a client error, not a crash.
  if (!decodable(req.url)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Bad Request: the address is not valid percent-encoding.');
    return;
  }
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const key = assetKey(req, acceptsGzip);
  const kept = key && assetAnswers.get(key);
  if (kept) {
    res.writeHead(200, kept.headers);
    res.end(kept.body);
    return;
  }
  try {
    const result = await dev.handleAndIntrospectNodeRequest(req);
    // Netlify answers an unmatched address with 404.html and the headers its rules give that page (the CSP among them).
    const response = result?.response ?? (await notFoundPage());
    if (!result) {
      const headers = Object.fromEntries(response.headers);
      res.writeHead(404, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(notFound);
      return;
    }
    const headers = {};
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') headers[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    // Netlify compresses text answers; an event stream is left alone so that each event is sent as it is written.
    const gzip =
      response.body && compressible.test(headers['content-type'] ?? '') && !headers['content-encoding'] && acceptsGzip;
    if (gzip) {
      headers['content-encoding'] = 'gzip';
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
      delete headers['content-length'];
    }
    if (key && response.status === 200 && response.body) {
      const file = Buffer.from(await response.arrayBuffer());
      const body = gzip ? gzipSync(file, { level: constants.Z_BEST_SPEED }) : file;
      delete headers.date;
      headers['content-length'] = String(body.length);
      assetAnswers.set(key, { headers, body });
      res.writeHead(200, headers);
      res.end(body);
      return;
    }
    res.writeHead(response.status, headers);
    if (!response.body) res.end();
    else if (gzip)
      Readable.fromWeb(response.body)
        .pipe(createGzip({ level: constants.Z_BEST_SPEED }))
        .pipe(res);
    else Readable.fromWeb(response.body).pipe(res);
  } catch (error) {
    console.error('serve:', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal Server Error');
  }
});

server.listen(port, '127.0.0.1', () =>
  console.log(`Serving the build with Netlify semantics at http://127.0.0.1:${port}`),
);
const stop = async () => {
  server.close();
  await dev.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
