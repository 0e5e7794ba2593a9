// The one module that talks to Netlify Blobs. Everything else sees a JsonStore: JSON values under string keys with
// create-only and compare-and-swap writes, always read with strong consistency (an order just placed must show up
// in the very next list, and a cancel must see the latest status).
import { getStore, type Store } from '@netlify/blobs';

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
  etag: string | undefined;
}

export interface JsonStore {
  get(key: string): Promise<JsonEntry | null>;
  /** Writes only if nothing is stored under `key` yet; false when something was. */
  create(key: string, value: unknown): Promise<boolean>;
  /**
   * Writes only if the entry still has `etag` (nobody changed it since it was read); false otherwise. Without an
   * etag the write is unconditional: Netlify always returns one, but the local Blobs server answers reads without
   * it, so a caller must only replace where a lost race is harmless there.
   */
  replace(key: string, value: unknown, etag: string | undefined): Promise<boolean>;
  /** Every key that starts with `prefix`. */
  keys(prefix: string): Promise<string[]>;
}

/** A named, site-wide store. In a Function the runtime supplies the connection; elsewhere pass one. */
export function jsonStore(name: string, connection?: BlobsConnection): JsonStore {
  // Resolved on first use: the Functions runtime provides its context per invocation, not at module load.
  let store: Store | undefined;
  const open = () =>
    (store ??= connection
      ? getStore({ name, consistency: 'strong', siteID: connection.siteID, token: connection.token, edgeURL: connection.url, uncachedEdgeURL: connection.url })
      : getStore({ name, consistency: 'strong' }));

  return {
    async get(key) {
      const entry = await open().getWithMetadata(key, { type: 'text', consistency: 'strong' });
      if (!entry) return null;
      return { value: parseJson(entry.data), etag: entry.etag };
    },
    async create(key, value) {
      return (await open().setJSON(key, value, { onlyIfNew: true })).modified;
    },
    async replace(key, value, etag) {
      return (await open().setJSON(key, value, etag ? { onlyIfMatch: etag } : {})).modified;
    },
    async keys(prefix) {
      const { blobs } = await open().list({ prefix });
      return blobs.map((blob) => blob.key);
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
export async function openLocalBlobs(directory: string, siteID = LOCAL_SITE_ID): Promise<{ connection: BlobsConnection; stop: () => Promise<void> }> {
  const { BlobsServer } = await import('@netlify/blobs/server');
  const token = crypto.randomUUID();
  const server = new BlobsServer({ directory, token, port: 0, logger: () => undefined });
  const { port } = await server.start();
  return { connection: { siteID, token, url: `http://127.0.0.1:${port}` }, stop: () => server.stop() };
}
