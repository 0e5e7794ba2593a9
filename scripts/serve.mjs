// Serves the production build the way Netlify does: dist/ with pretty URLs, netlify.toml redirects and headers,
// the Functions in netlify/functions and Netlify Blobs, plus the site's 404.html for anything unmatched.
// Usage: node scripts/serve.mjs [port]   (default 8888)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
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

const server = createServer(async (req, res) => {
  // An address that is not valid percent-encoding names no file and no Function: a client error, not a crash.
  if (!decodable(req.url)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Bad Request: the address is not valid percent-encoding.');
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
      response.body &&
      compressible.test(headers['content-type'] ?? '') &&
      !headers['content-encoding'] &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) {
      headers['content-encoding'] = 'gzip';
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
      delete headers['content-length'];
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
