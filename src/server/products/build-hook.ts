// Rebuilds after product edits: a save calls the Netlify build hook (BUILD_HOOK_URL) at most once a minute. Calls
// are claimed as create-only entries `build-hook/calls/{n}`, so two saves at the same moment start one build. A save
// inside the minute after a call marks `build-hook/pending/{n}` instead, and the scheduled Function
// (products-rebuild) starts that build once the minute is over: no save is left unpublished.
import { z } from 'zod';
import type { LiveStatus } from '../../domain/editor/index.ts';
import type { JsonStore } from '../blobs.ts';

export const MIN_INTERVAL_MS = 60_000;
const HOOK_TIMEOUT_MS = 10_000;
const CALLS = 'build-hook/calls/';
const PENDING = 'build-hook/pending/';
const callKey = (n: number) => `${CALLS}${String(n).padStart(10, '0')}`;
const pendingKey = (n: number) => `${PENDING}${String(n).padStart(10, '0')}`;
const callSchema = z.object({ at: z.iso.datetime() });
/** Call and pending records kept: only the newest matters; a few more show recent history. */
export const KEPT_CALLS = 10;

export const LIVE_MESSAGES = {
  rebuilding: 'A rebuild has started: the store pages show this change in a few minutes. New orders use it right away.',
  queued:
    'A rebuild starts within a minute (at most one a minute): the store pages show this change a few minutes later. New orders use it right away.',
  manual:
    'No build hook is configured (BUILD_HOOK_URL), so the store pages show this change after the next deploy. New orders use it right away.',
} as const satisfies Record<LiveStatus['when'], string>;

const status = (when: LiveStatus['when']): LiveStatus => ({ when, message: LIVE_MESSAGES[when] });

export interface BuildHook {
  /** Called after every save: starts a build now, or leaves one for the scheduled run. */
  afterSave(now: Date): Promise<LiveStatus>;
  /** The scheduled run: starts the build a throttled save is waiting for. True when it called the hook. */
  flushPending(now: Date): Promise<boolean>;
}

export interface BuildHookOptions {
  url: string | undefined;
  store: JsonStore;
  fetch?: typeof fetch;
  log?: Pick<Console, 'error'>;
}

export function buildHook({ url, store, fetch: fetchFn = fetch, log = console }: BuildHookOptions): BuildHook {
  /** The newest claimed call: its number and when it was made (n = 0, at = never when there was none). */
  const lastCall = async (): Promise<{ n: number; at: number }> => {
    const numbers = (await store.keys(CALLS))
      .map((key) => Number(key.slice(CALLS.length)))
      .filter(Number.isSafeInteger);
    const n = Math.max(0, ...numbers);
    if (n === 0) return { n, at: Number.NEGATIVE_INFINITY };
    const parsed = callSchema.safeParse((await store.get(callKey(n)))?.value);
    // An unreadable record still counts as a call made now: better one build late than builds in a loop.
    return { n, at: parsed.success ? Date.parse(parsed.data.at) : Date.now() };
  };

  /** Deletes call and pending records older than the newest KEPT_CALLS, so the store does not grow with every save. */
  const prune = async (newest: number) => {
    for (const root of [CALLS, PENDING]) {
      const old = (await store.keys(root)).filter((key) => Number(key.slice(root.length)) <= newest - KEPT_CALLS);
      await Promise.all(old.map((key) => store.delete(key)));
    }
  };

  /** Claims call n+1 and calls the hook; false when another save claimed it first or the hook failed. */
  const call = async (n: number, now: Date): Promise<boolean> => {
    if (!url || !(await store.create(callKey(n + 1), { at: now.toISOString() }))) return false;
    await prune(n + 1).catch((error: unknown) => log.error('Could not prune old build hook records', error));
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
      });
      if (response.ok) return true;
      log.error(`Build hook answered ${response.status}`);
    } catch (error) {
      log.error('Build hook call failed', error);
    }
    // Leave the work for the scheduled run, after the minute this claim started.
    await store.create(pendingKey(n + 1), { at: now.toISOString() });
    return false;
  };

  return {
    async afterSave(now) {
      if (!url) return status('manual');
      const last = await lastCall();
      if (now.getTime() - last.at >= MIN_INTERVAL_MS && (await call(last.n, now))) return status('rebuilding');
      // Inside the minute (or another save just claimed the call): the scheduled run builds after it.
      const { n } = await lastCall();
      await store.create(pendingKey(n), { at: now.toISOString() });
      return status('queued');
    },
    async flushPending(now) {
      if (!url) return false;
      const last = await lastCall();
      if (now.getTime() - last.at < MIN_INTERVAL_MS || !(await store.get(pendingKey(last.n)))) return false;
      return call(last.n, now);
    },
  };
}
