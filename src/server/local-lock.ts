// A mutex for the local Blobs server. Netlify makes `onlyIfNew` / `onlyIfMatch` writes atomic; the local server
// (`npm start`, scripts/serve.mjs, tests) checks the condition and writes in two steps, and it sends no ETag on reads.
// Local Functions run each request in a fresh worker thread, so an in-memory lock alone cannot serialise them: the
// lock is a create-exclusive file per store and key in the system's temp folder (atomic across threads and
// processes), with an in-process queue in front so requests of one process do not poll each other.
import { createHash } from 'node:crypto';
import { mkdir, open, stat, unlink, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
