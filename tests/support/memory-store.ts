// A JsonStore double that behaves like Netlify Blobs: etags, and create-only and compare-and-swap writes that are
// atomic, keys listed in key order.
import type { JsonStore } from '../../src/server/blobs.ts';

/** An in-memory store with etags; `interfere` runs before each conditional write, to simulate a concurrent writer. */
export function memoryStore(interfere: (key: string) => void = () => undefined, pageSize = 1000) {
  const data = new Map<string, { value: unknown; etag: string }>();
  let version = 0;
  const tag = () => `"${(version += 1)}"`;
  const sortedKeys = (prefix: string) => [...data.keys()].filter((key) => key.startsWith(prefix)).toSorted();
  const store: JsonStore = {
    get: async (key) => {
      const entry = data.get(key);
      return entry ? { value: structuredClone(entry.value), etag: entry.etag } : null;
    },
    create: async (key, value) => {
      interfere(key);
      if (data.has(key)) return false;
      data.set(key, { value: structuredClone(value), etag: tag() });
      return true;
    },
    replace: async (key, value, etag) => {
      interfere(key);
      const entry = data.get(key);
      if (!entry || entry.etag !== etag) return false;
      data.set(key, { value: structuredClone(value), etag: tag() });
      return true;
    },
    delete: async (key) => {
      data.delete(key);
    },
    keys: async (prefix) => sortedKeys(prefix),
    async *pages(prefix) {
      const keys = sortedKeys(prefix);
      for (let at = 0; at < keys.length; at += pageSize) yield keys.slice(at, at + pageSize);
    },
  };
  /** A stable picture of everything stored, to assert that a request changed nothing. */
  const snapshot = () => JSON.stringify([...data.entries()].toSorted(([a], [b]) => a.localeCompare(b)));
  return { store, data, snapshot };
}
