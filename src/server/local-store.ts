// The JsonStore for the local Blobs server (`npm start`, scripts/serve.mjs, tests); blobs.ts's `jsonStore` picks it
// when the store's address is on this machine. Netlify makes `onlyIfNew` / `onlyIfMatch` writes atomic and sends an
// ETag with every read; the local server checks a write's condition and then writes, in two steps, and sends no ETag.
// So here every write to a key runs under a lock, and the ETag is a hash of the stored text: `npm start` then refuses
// exactly the writes Netlify would.
//
// Local Functions run each request in a fresh worker thread, so an in-memory lock alone cannot serialise them: the
// lock is a create-exclusive file per store and key in the system's temp folder (atomic across threads and
// processes), with an in-process queue in front so requests of one process do not poll each other.
import { createHash } from 'node:crypto';
import { mkdir, open, stat, unlink, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlobsCalls, JsonStore } from './blobs.ts';

/** The JsonStore over `blobs` as the local server at `server` holds it. */
export function localJsonStore(blobs: BlobsCalls, server: string): JsonStore {
  // The lock's wait is not timed (it bounds itself); the store calls inside it are.
  const locked = <T>(key: string, work: () => Promise<T>) => withLocalLock([server, blobs.name, key], work);
  return {
    async get(key) {
      const entry = await blobs.read(key);
      return entry && { value: entry.value, etag: textHash(entry.text) };
    },
    create: (key, value) =>
      locked(key, async () => {
        if (await blobs.read(key)) return false;
        return blobs.write(key, value, { onlyIfNew: true });
      }),
    replace: (key, value, etag) =>
      locked(key, async () => {
        const current = await blobs.read(key);
        if (!current || textHash(current.text) !== etag) return false;
        await blobs.write(key, value, null);
        return true;
      }),
    delete: (key) => locked(key, () => blobs.delete(key)),
    keys: (prefix) => blobs.keys(prefix),
    pages: (prefix) => blobs.pages(prefix),
  };
}

const textHash = (text: string) => `"local-${createHash('sha256').update(text).digest('hex').slice(0, 32)}"`;

const LOCK_DIR = join(tmpdir(), 'store-local-blobs-locks');
/**
 * A holder does one read and one write against a local server (milliseconds), and touches its lock file every
 * HEARTBEAT_MS while it holds it, so even a holder slowed down by a busy machine is never taken for dead; a lock
 * file untouched for STALE_MS was left by a thread that died holding it.
 */
const HEARTBEAT_MS = 2_000;
const STALE_MS = 15_000;
/** Below the Functions' own time limit, so a request that cannot get the lock still answers. */
const GIVE_UP_MS = 45_000;

// Shared by every Function bundle loaded in one thread, so two Functions' copies of this module use one queue.
const QUEUES_KEY = Symbol.for('store.local-lock.queues');
type Queues = Map<string, Promise<void>>;
const globals = globalThis as typeof globalThis & { [QUEUES_KEY]?: Queues };
const queues: Queues = (globals[QUEUES_KEY] ??= new Map());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function acquireFile(path: string): Promise<() => Promise<void>> {
  await mkdir(LOCK_DIR, { recursive: true });
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.close();
      const heartbeat = setInterval(() => {
        const now = new Date();
        utimes(path, now, now).catch(() => undefined);
      }, HEARTBEAT_MS);
      return async () => {
        clearInterval(heartbeat);
        await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const age = await stat(path).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > STALE_MS) await unlink(path).catch(() => undefined);
    if (Date.now() - started > GIVE_UP_MS)
      throw new Error(`Local Blobs lock ${path} stayed taken for ${GIVE_UP_MS} ms`);
    await sleep(Math.min(2 + attempt, 20) * (0.5 + Math.random()));
  }
}

/** Runs `work` while holding the lock named by `parts` (e.g. server, store, key). */
export async function withLocalLock<T>(parts: readonly string[], work: () => Promise<T>): Promise<T> {
  const name = createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 40);
  const previous = queues.get(name) ?? Promise.resolve();
  let done!: () => void;
  const mine = new Promise<void>((resolve) => (done = resolve));
  const tail = previous.then(() => mine);
  queues.set(name, tail);
  await previous;
  try {
    const release = await acquireFile(join(LOCK_DIR, `${name}.lock`));
    try {
      return await work();
    } finally {
      await release();
    }
  } finally {
    done();
    if (queues.get(name) === tail) queues.delete(name);
  }
}
