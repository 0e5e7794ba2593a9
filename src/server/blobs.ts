// The one module that talks to Netlify Blobs. Everything else sees a JsonStore: JSON values under string keys with
// create-only and compare-and-swap writes, always read with strong consistency (an order just placed must show up
// in the very next list, and a cancel must see the latest status).
//
// There are two JsonStores over the same timed Blobs calls: Netlify's, here, and the local Blobs server's
// (./local-store.ts), which makes up for what that server lacks. `jsonStore` is the one place that picks between
// them, from the store's address.
import { getStore, type Store } from '@netlify/blobs';
import { localJsonStore } from './local-store.ts';

/** Where a store lives when the code runs outside a Netlify Function (tests, scripts): a local BlobsServer. */
export interface BlobsConnection {
  siteID: string;
  token: string;
  /** The server's address, e.g. http://127.0.0.1:PORT */
  url: string;
}

export interface JsonEntry {
  /** The stored JSON; a value that is not JSON comes back as its text, for the caller's schema to refuse. */
  value: unknown;
  /** What `replace` must be given to overwrite exactly this version. */
  etag: string;
}

export interface JsonStore {
  get(key: string): Promise<JsonEntry | null>;
  /** Writes only if nothing is stored under `key` yet; false when something was. */
  create(key: string, value: unknown): Promise<boolean>;
  /** Writes only if the entry still has `etag` (nobody changed it since it was read); false otherwise. */
  replace(key: string, value: unknown, etag: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, in key order. */
  keys(prefix: string): Promise<string[]>;
  /** The same keys a page at a time (in key order), so a caller can stop reading early. */
  pages(prefix: string): AsyncIterable<string[]>;
}

/**
 * How long one store call may take before it counts as failed: a slow store then costs a request this much at most,
 * and callers that have a fallback (the chat's limiter and daily cap, the assistant's catalogue) use it as they do
 * when the store fails. A write that timed out may still land; every write here is create-only or compare-and-swap,
 * so the next attempt reads what happened and decides again.
 */
export const STORE_TIMEOUT_MS = 5_000;

export class StoreTimeoutError extends Error {
  override readonly name = 'StoreTimeoutError';
}

export interface JsonStoreOptions {
  /** Per call; STORE_TIMEOUT_MS unless said. */
  timeoutMs?: number;
}

/**
 * A named, site-wide store: the one place that picks Netlify's implementation or the local server's. In a Function
 * the runtime supplies the connection; elsewhere pass one.
 */
export function jsonStore(
  name: string,
  connection?: BlobsConnection,
  { timeoutMs = STORE_TIMEOUT_MS }: JsonStoreOptions = {},
): JsonStore {
  const blobs = blobsCalls(name, connection, timeoutMs);
  // Chosen on first use: the Functions runtime provides its Blobs context per invocation, not at module load.
  let chosen: JsonStore | undefined;
  const store = (): JsonStore => {
    if (!chosen) {
      const url = connection?.url ?? contextURL();
      chosen = isLocalBlobsURL(url) ? localJsonStore(blobs, url) : netlifyJsonStore(blobs);
    }
    return chosen;
  };
  return {
    get: (key) => store().get(key),
    create: (key, value) => store().create(key, value),
    replace: (key, value, etag) => store().replace(key, value, etag),
    delete: (key) => store().delete(key),
    keys: (prefix) => store().keys(prefix),
    pages: (prefix) => store().pages(prefix),
  };
}

/** Netlify's Blobs: conditional writes are atomic and every read carries its ETag, so each method is one call. */
function netlifyJsonStore(blobs: BlobsCalls): JsonStore {
  return {
    async get(key) {
      const entry = await blobs.read(key);
      if (!entry) return null;
      if (!entry.etag) throw new Error(`Blobs answered ${blobs.name}/${key} without an ETag`);
      return { value: entry.value, etag: entry.etag };
    },
    create: (key, value) => blobs.write(key, value, { onlyIfNew: true }),
    replace: (key, value, etag) => blobs.write(key, value, { onlyIfMatch: etag }),
    delete: (key) => blobs.delete(key),
    keys: (prefix) => blobs.keys(prefix),
    pages: (prefix) => blobs.pages(prefix),
  };
}

/** An entry as read: its value parsed, its text, and the ETag Blobs sent with it (the local server sends none). */
export interface StoredEntry {
  value: unknown;
  text: string;
  etag: string | undefined;
}

/** A write's condition, as Blobs takes it; null overwrites whatever is stored (the local store, under its lock). */
export type WriteCondition = { onlyIfNew: true } | { onlyIfMatch: string } | null;

/** One named store's Blobs calls, each timed, that both JsonStores are built on. */
export interface BlobsCalls {
  readonly name: string;
  read(key: string): Promise<StoredEntry | null>;
  /** True when the write landed (Blobs' `modified`). */
  write(key: string, value: unknown, condition: WriteCondition): Promise<boolean>;
  delete(key: string): Promise<void>;
  keys(prefix: string): Promise<string[]>;
  pages(prefix: string): AsyncIterable<string[]>;
}

function blobsCalls(name: string, connection: BlobsConnection | undefined, timeoutMs: number): BlobsCalls {
  // Opened on first call, for the same reason the implementation is chosen then.
  let store: Store | undefined;
  const open = () =>
    (store ??= connection
      ? getStore({
          name,
          consistency: 'strong',
          siteID: connection.siteID,
          token: connection.token,
          edgeURL: connection.url,
          uncachedEdgeURL: connection.url,
        })
      : getStore({ name, consistency: 'strong' }));
  const call = <T>(what: string, work: Promise<T>) => timed(`${name} ${what}`, work, timeoutMs);

  async function* pages(prefix: string): AsyncGenerator<string[]> {
    const listing = open().list({ prefix, paginate: true })[Symbol.asyncIterator]();
    for (;;) {
      const page = await call(`list ${prefix}`, listing.next());
      if (page.done) return;
      // Netlify lists in key order; the local server in directory order, in a single page.
      yield page.value.blobs.map((blob) => blob.key).toSorted();
    }
  }

  return {
    name,
    async read(key) {
      const entry = await call(`get ${key}`, open().getWithMetadata(key, { type: 'text', consistency: 'strong' }));
      return entry && { value: parseJson(entry.data), text: entry.data, etag: entry.etag };
    },
    async write(key, value, condition) {
      const what = condition && 'onlyIfNew' in condition ? 'create' : 'replace';
      return (await call(`${what} ${key}`, open().setJSON(key, value, condition ?? undefined))).modified;
    },
    async delete(key) {
      await call(`delete ${key}`, open().delete(key));
    },
    async keys(prefix) {
      const all: string[] = [];
      for await (const page of pages(prefix)) all.push(...page);
      return all;
    },
    pages,
  };
}

function timed<T>(what: string, work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError(`Blobs ${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** True when `url` is the local Blobs server rather than Netlify's. */
function isLocalBlobsURL(url: string | undefined): url is string {
  if (!url) return false;
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The Blobs server a Function's runtime points at, from the context Netlify (or its local emulation) provides. */
function contextURL(): string | undefined {
  const holder = globalThis as typeof globalThis & { netlifyBlobsContext?: unknown };
  const encoded = holder.netlifyBlobsContext ?? process.env['NETLIFY_BLOBS_CONTEXT'];
  if (typeof encoded !== 'string' || !encoded) return undefined;
  try {
    const context = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as {
      edgeURL?: unknown;
      uncachedEdgeURL?: unknown;
    };
    const url = context.uncachedEdgeURL ?? context.edgeURL;
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The folder where Netlify's local emulation (`npm start`, scripts/serve.mjs) keeps Blobs, and the site id it uses. */
export const LOCAL_BLOBS_DIR = '.netlify/blobs-serve';
export const LOCAL_SITE_ID = '0';

/**
 * Opens a Blobs folder outside any Netlify runtime (a local build, a test) by serving it with @netlify/blobs' own
 * local server; `stop` closes it again. The server module is loaded only here, so Functions never bundle it.
 */
export async function openLocalBlobs(
  directory: string,
  siteID = LOCAL_SITE_ID,
  serverClass?: typeof import('@netlify/blobs/server').BlobsServer,
): Promise<{ connection: BlobsConnection; stop: () => Promise<void> }> {
  // Code loaded with the Astro config (an integration) cannot import later, once Vite's loader is closed: it passes
  // the server class it imported up front.
  const BlobsServer = serverClass ?? (await import('@netlify/blobs/server')).BlobsServer;
  const token = crypto.randomUUID();
  const server = new BlobsServer({ directory, token, port: 0, logger: () => undefined });
  const { port } = await server.start();
  return { connection: { siteID, token, url: `http://127.0.0.1:${port}` }, stop: () => server.stop() };
}

export interface Decision<R> {
  /** What to store; absent to leave the entry as it is (nothing is written, so nothing can conflict). */
  next?: unknown;
  /** What the caller gets once this decision stands. */
  result: R;
}

/** Random pauses between attempts start near a store round trip and grow to this, so a burst of losers spreads out. */
const FIRST_PAUSE_MS = 10;
const MAX_PAUSE_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Read-decide-write on one entry that holds against concurrent writers (Function instances share nothing but the
 * store, so the only safe update is one refused when somebody else wrote first, then decided again). Reads `key`, lets `decide` choose from the stored value (undefined when there is none; anything else is untrusted
 * and `decide` parses it) and writes its `next` only if the entry is still the version read: create-only when there
 * was none, compare-and-swap on the ETag otherwise. A lost race reads and decides again. Null when every one of
 * `attempts` attempts lost.
 */
export async function compareAndSwap<R>(
  store: JsonStore,
  key: string,
  decide: (stored: unknown) => Decision<R>,
  attempts: number,
): Promise<{ result: R } | null> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const entry = await store.get(key);
    const decision = decide(entry?.value);
    if (decision.next === undefined) return { result: decision.result };
    const written = entry
      ? await store.replace(key, decision.next, entry.etag)
      : await store.create(key, decision.next);
    if (written) return { result: decision.result };
    // Each lost race means another writer made progress; the window doubles so the remaining ones thin out.
    await sleep(Math.random() * Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt));
  }
  return null;
}
