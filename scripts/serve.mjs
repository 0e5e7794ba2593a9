// Serves the production build the way Netlify does: dist/ with pretty URLs, netlify.toml redirects and headers,
// the Functions in netlify/functions and Netlify Blobs, plus the site's 404.html for anything unmatched.
// Usage: node scripts/serve.mjs [port]   (default 8888)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
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
const notFound = await readFile(new URL('../dist/404.html', import.meta.url));

const server = createServer(async (req, res) => {
  try {
    const result = await dev.handleAndIntrospectNodeRequest(req);
    if (!result) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(notFound);
      return;
    }
    const { response } = result;
    const headers = {};
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') headers[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers['set-cookie'] = cookies;
    res.writeHead(response.status, headers);
    if (response.body) Readable.fromWeb(response.body).pipe(res);
    else res.end();
  } catch (error) {
    console.error('serve:', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal Server Error');
  }
});

server.listen(port, '127.0.0.1', () => console.log(`Serving the build with Netlify semantics at http://127.0.0.1:${port}`));
const stop = async () => {
  server.close();
  await dev.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
