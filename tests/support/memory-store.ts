// A JsonStore double that behaves like Netlify Blobs: etags, and create-only and compare-and-swap writes that are
// atomic (the local Blobs server checks and writes in two steps, so it cannot referee a real race).
import type { JsonStore } from '../../src/server/blobs.ts';

/** An in-memory store with etags; `interfere` runs before each conditional write, to simulate a concurrent writer. */
export function memoryStore(interfere: (key: string) => void = () => undefined) {
  const data = new Map<string, { value: unknown; etag: string }>();
  let version = 0;
  const tag = () => `"${(version += 1)}"`;
  const store: JsonStore = {
    get: async (key) => {
      const entry = data.get(key);
      return entry ? { value: structuredClone(entry.value), etag: entry.etag } : null;
    },
    create: async (key, value) => {
      if (data.has(key)) return false;
      data.set(key, { value: structuredClone(value), etag: tag() });
      return true;
    },
    replace: async (key, value, etag) => {
      interfere(key);
      const entry = data.get(key);
      if (!entry || (etag && entry.etag !== etag)) return false;
      data.set(key, { value: structuredClone(value), etag: tag() });
      return true;
    },
    keys: async (prefix) => [...data.keys()].filter((key) => key.startsWith(prefix)),
  };
  return { store, data };
}
