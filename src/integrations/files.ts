import type { ServerResponse } from 'node:http';
import type { AstroIntegration, HookParameters } from 'astro';
import { later } from './later.ts';

/** Runs `task` over `items`, `size` at a time: thousands of file operations at once would exhaust file handles. */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(task));
}

/** Answers a development server request for `path`; false leaves it to the next handler. */
export type DevFiles = (path: string, response: ServerResponse) => Promise<boolean>;

/** Puts `serve` in front of the development server's own handlers (the query string is not part of `path`). */
export function serveInDev(server: HookParameters<'astro:server:setup'>['server'], serve: DevFiles): void {
  server.middlewares.use((request, response, next) => {
    serve(request.url?.split('?')[0] ?? '', response).then((served) => {
      if (!served) next();
    }, next);
  });
}

/** Files the build publishes beside its pages (the product illustrations, the product files). */
export interface BuildFiles {
  name: string;
  /** Writes every file under the build's output folder; resolves with how many. */
  write: (dir: URL) => Promise<number>;
  /** Answers a development server request from the sources. */
  serve: DevFiles;
  /** What the build log says once `count` files are written. */
  report: (count: number) => string;
}

/**
 * An integration that publishes `files`: written as soon as the pages are written, so the writing overlaps the
 * adapter's and the sitemap's work, reported when the build is done, and answered by the development server.
 */
export function buildFiles({ name, write, serve, report }: BuildFiles): AstroIntegration {
  let writing: Promise<number> | undefined;
  return {
    name,
    hooks: {
      'astro:server:setup': ({ server }) => serveInDev(server, serve),
      'astro:build:generated': ({ dir }) => {
        writing = later(write(dir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const count = await (writing ?? write(dir));
        logger.info(`${report(count)} (${Math.round(performance.now() - started)} ms spent waiting)`);
      },
    },
  };
}
