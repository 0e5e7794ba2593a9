// The local Blobs lock must hold across worker threads (local Functions run each request in a fresh one) and within
// one thread (tests, scripts): read-modify-write rounds under it never overwrite each other.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocalLock } from '../../src/server/local-store.ts';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'lock-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function run(counter: string, threads: number, rounds: number, name: string) {
  await writeFile(counter, '0');
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('../support/lock-worker.mjs', import.meta.url), {
            workerData: { counter, rounds, name },
          });
          worker.once('message', () => resolve());
          worker.once('error', reject);
        }),
    ),
  );
  return Number(await readFile(counter, 'utf8'));
}

describe('withLocalLock', () => {
  it('serialises writers in 8 worker threads: 40 increments, none lost', async () => {
    expect(await run(join(directory, 'threads.txt'), 8, 5, `threads-${Date.now()}`)).toBe(40);
  }, 60_000);

  it('serialises writers in one thread and releases the lock when the work throws', async () => {
    const counter = join(directory, 'one.txt');
    await writeFile(counter, '0');
    const name = [`one-${Date.now()}`];
    await expect(withLocalLock(name, async () => Promise.reject(new Error('failed work')))).rejects.toThrow(
      'failed work',
    );
    await Promise.all(
      Array.from({ length: 30 }, () =>
        withLocalLock(name, async () => {
          const value = Number(await readFile(counter, 'utf8'));
          await new Promise((resolve) => setTimeout(resolve, 1));
          await writeFile(counter, String(value + 1));
        }),
      ),
    );
    expect(Number(await readFile(counter, 'utf8'))).toBe(30);
  });
});
