// Waits until an address answers 2xx, polling each half second, for at most three minutes; fails sooner when the
// process that should answer it has ended.
// Usage: node scripts/wait-for.mjs <url> [pid of the server]
import { kill } from 'node:process';

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`, or once `pid` (when given) is no longer running. */
export async function waitFor(url, { pid, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pid !== undefined && !running(pid)) throw new Error(`the server for ${url} (process ${pid}) has ended`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function running(pid) {
  try {
    kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.main) {
  const [url, pid] = process.argv.slice(2);
  if (!url) {
    console.error('Usage: node scripts/wait-for.mjs <url> [pid]');
    process.exit(2);
  }
  await waitFor(url, { pid: pid === undefined ? undefined : Number(pid) });
}
