// Serves the production build the way Netlify does: dist/ with pretty URLs, netlify.toml redirects and headers,
// the Functions in netlify/functions and Netlify Blobs, plus the site's 404.html for anything unmatched.
// Usage: node scripts/serve.mjs [port]   (default 8888)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { FunctionsHandler } from '@netlify/functions-dev';

const port = Number(process.argv[2] ?? process.env.PORT ?? 8888);
const projectRoot = new URL('..', import.meta.url).pathname;

// @netlify/dev builds (esbuild plus a dependency trace) every Function again for each request, into a fresh temporary
// folder: seconds per request, where Netlify runs a Function that was built once. Here each Function is built once
// when the server starts, and again only when one of its source files changes (@netlify/dev's own file watchers),
// so requests cost what they cost on Netlify: the Function's own work.
if (typeof FunctionsHandler.prototype.match !== 'function')
  throw new Error('serve: @netlify/functions-dev changed its API');
const matchFunction = FunctionsHandler.prototype.match;
const functionsHandlers = new Set();
FunctionsHandler.prototype.match = function match(request) {
  functionsHandlers.add(this);
  this.globalBuildDirectory = undefined;
  return matchFunction.call(this, request, undefined);
};

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
// The server says it is ready once every Function is built: the first requests do not wait on a build, and a
// measurement (Lighthouse) does not share the machine with one.
await dev.handle(new Request(`http://127.0.0.1:${port}/api/me`));
await Promise.all(
  [...functionsHandlers].flatMap((handler) => [...handler.registry.functions.values()].map((fn) => fn.getBuildData())),
);
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
