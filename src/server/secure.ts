// The one wrapper every Function's entry point goes through. Headers in netlify.toml do not reach Function answers,
// so the safety headers are set here on every answer, errors included; writes from another site's pages are refused
// (a browser names the page's origin in Origin and Sec-Fetch-Site; clients that are not browsers send neither, and
// must still present a bearer token, which no other site can make a browser attach); and a handler that throws
// answers a generic 500 with nothing of the error in it.
import { problem } from './http.ts';

export const FUNCTION_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when a browser says the request comes from a page of another origin. */
export function isCrossOrigin(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin') return true;
  const origin = request.headers.get('Origin');
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  // The Host header is what the browser connected to; request.url can name an internal address behind a proxy.
  const hosts = [new URL(request.url).host, request.headers.get('Host'), request.headers.get('X-Forwarded-Host')];
  return !hosts.includes(host);
}

type Handler<C extends unknown[]> = (request: Request, ...rest: C) => Response | Promise<Response>;

/**
 * `page`: the Function answers with one of the site's own HTML pages, which keeps the headers the site gives it (its
 * policy lets the page's scripts and styles run, where FUNCTION_HEADERS' allows nothing); its other answers (errors)
 * get FUNCTION_HEADERS as usual.
 */
export interface SecuredOptions {
  page?: boolean;
  /**
   * The Function answers a file that may be cached (a product's file): a successful answer keeps the Cache-Control
   * its handler set; every other header of FUNCTION_HEADERS is set as usual, and errors are still never stored.
   */
  cacheable?: boolean;
}

const isHtml = (response: Response) => /^text\/html\b/.test(response.headers.get('Content-Type') ?? '');

export function secured<C extends unknown[]>(
  handler: Handler<C>,
  log: Pick<Console, 'error'> = console,
  options: SecuredOptions = {},
): Handler<C> {
  return async (request, ...rest) => {
    let response: Response;
    if (WRITES.has(request.method) && isCrossOrigin(request)) {
      response = problem(403, 'Requests that change data must come from this store’s own pages.', {
        code: 'cross-origin',
      });
    } else {
      try {
        response = await handler(request, ...rest);
      } catch (error) {
        log.error('Function failed', error);
        response = problem(500, 'The service failed unexpectedly. Please try again.');
      }
    }
    const headers = new Headers(response.headers);
    if (options.page && isHtml(response)) headers.set('X-Content-Type-Options', 'nosniff');
    else {
      const keepCaching = options.cacheable && response.status < 400 && headers.has('Cache-Control');
      for (const [name, value] of Object.entries(FUNCTION_HEADERS))
        if (!(keepCaching && name === 'Cache-Control')) headers.set(name, value);
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
