// The one module that talks to Netlify Blobs. Everything else sees a JsonStore: JSON values under string keys with
// create-only and compare-and-swap writes, always read with strong consistency (an order just placed must show up
// in the very next list, and a cancel must see the latest status).
//
// Against the local Blobs server (`npm start`, scripts/serve.mjs, tests) conditional writes are not atomic and reads
// carry no ETag, so there every write to a key runs under a lock (./local-lock.ts) and the ETag is a hash of the
// stored text: `npm start` then refuses exactly the writes Netlify would.
import { createHash } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { withLocalLock } from './local-lock.ts';

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

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

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

/** True when `url` is the local Blobs server rather than Netlify's. */
export function isLocalBlobsURL(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
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

function timed<T>(what: string, work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError(`Blobs ${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface JsonStoreOptions {
  /** Per call; STORE_TIMEOUT_MS unless said. */
  timeoutMs?: number;
}

const textHash = (text: string) => `"local-${createHash('sha256').update(text).digest('hex').slice(0, 32)}"`;

/** A named, site-wide store. In a Function the runtime supplies the connection; elsewhere pass one. */
export function jsonStore(
  name: string,
  connection?: BlobsConnection,
  { timeoutMs = STORE_TIMEOUT_MS }: JsonStoreOptions = {},
): JsonStore {
  // Resolved on first use: the Functions runtime provides its context per invocation, not at module load.
  let store: Store | undefined;
  let local: string | null | undefined;
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
  /** The local server's address, or null on Netlify. */
  const localServer = () => {
    if (local === undefined) {
      const url = connection?.url ?? contextURL();
      local = isLocalBlobsURL(url) ? (url ?? null) : null;
    }
    return local;
  };
  // The lock's wait is not timed (it bounds itself); the store calls inside it are.
  const locked = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const server = localServer();
    return server === null ? work() : withLocalLock([server, name, key], work);
  };
  const call = <T>(what: string, work: Promise<T>) => timed(`${name} ${what}`, work, timeoutMs);
  const readText = async (key: string) =>
    call(`get ${key}`, open().getWithMetadata(key, { type: 'text', consistency: 'strong' }));

  return {
    async get(key) {
      const entry = await readText(key);
      if (!entry) return null;
      const etag = localServer() === null ? entry.etag : textHash(entry.data);
      if (!etag) throw new Error(`Blobs answered ${name}/${key} without an ETag`);
      return { value: parseJson(entry.data), etag };
    },
    create: (key, value) =>
      locked(key, async () => {
        if (localServer() !== null && (await readText(key))) return false;
        return (await call(`create ${key}`, open().setJSON(key, value, { onlyIfNew: true }))).modified;
      }),
    replace: (key, value, etag) =>
      locked(key, async () => {
        if (localServer() === null)
          return (await call(`replace ${key}`, open().setJSON(key, value, { onlyIfMatch: etag }))).modified;
        const current = await readText(key);
        if (!current || textHash(current.data) !== etag) return false;
        await call(`replace ${key}`, open().setJSON(key, value));
        return true;
      }),
    delete: (key) => locked(key, () => call(`delete ${key}`, open().delete(key))),
    async keys(prefix) {
      const all: string[] = [];
      for await (const page of this.pages(prefix)) all.push(...page);
      return all;
    },
    async *pages(prefix) {
      const pages = open().list({ prefix, paginate: true })[Symbol.asyncIterator]();
      for (;;) {
        const page = await call(`list ${prefix}`, pages.next());
        if (page.done) return;
        // Netlify lists in key order; the local server in directory order, in a single page.
        yield page.value.blobs.map((blob) => blob.key).toSorted();
      }
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
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
