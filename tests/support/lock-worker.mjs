// A worker thread that increments a counter file under the local Blobs lock, as a local Function request (each runs
// in its own worker thread) writes under it. Node strips the lock module's types itself.
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';

const { withLocalLock } = await import('../../src/server/local-store.ts');
const { counter, rounds, name } = workerData;
for (let round = 0; round < rounds; round += 1) {
  await withLocalLock(['test-server', 'store', name], async () => {
    const value = Number(await readFile(counter, 'utf8'));
    // Long enough for an unlocked writer to be overtaken.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await writeFile(counter, String(value + 1));
  });
}
parentPort?.postMessage('done');
