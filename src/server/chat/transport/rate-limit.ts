// A per-client token bucket in the Function itself: Netlify's config.rateLimit may not apply on every plan and does
// not apply to `npm start` at all, so the chat's cost is bounded here too. The buckets live in Netlify Blobs, because
// instances share nothing else: Netlify runs several at once, and locally every request gets a fresh worker, which
// would start a bucket kept in memory full each time. Memory is only the fallback while Blobs fails.
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { compareAndSwap, type JsonStore } from '../../blobs.ts';

export interface RateLimitOptions {
  /** Requests a client may make in a burst. */
  capacity: number;
  /** Tokens added back per second. */
  refillPerSecond: number;
  /** Clients remembered at most in memory; the least recently seen are forgotten first, so memory stays bounded. */
  maxClients: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string, now?: number): Promise<RateDecision>;
}

/** 20 in a burst, then one every 2 s: the same 30 a minute as the Function's config.rateLimit. */
export const CHAT_RATE_LIMIT: RateLimitOptions = { capacity: 20, refillPerSecond: 0.5, maxClients: 10_000 };

interface Bucket {
  tokens: number;
  /** When `tokens` was counted (ms since the epoch): the refill since then is worked out on the next request. */
  at: number;
}

/** The bucket as it stands at `now` (refilled since it was counted), less the token this request takes if it may. */
function draw(
  previous: Bucket | undefined,
  now: number,
  options: RateLimitOptions,
): { decision: RateDecision; bucket: Bucket } {
  const elapsed = previous ? Math.max(0, now - previous.at) / 1000 : 0;
  const tokens = Math.min(options.capacity, (previous?.tokens ?? options.capacity) + elapsed * options.refillPerSecond);
  if (tokens < 1) {
    const retryAfterSeconds = Math.ceil((1 - tokens) / options.refillPerSecond);
    return { decision: { ok: false, retryAfterSeconds }, bucket: { tokens, at: now } };
  }
  return { decision: { ok: true }, bucket: { tokens: tokens - 1, at: now } };
}

/** Buckets in this instance's memory: exact for one process (scripts, tests), the fallback of the shared one. */
export function tokenBucket(options: RateLimitOptions): RateLimiter {
  // A Map, not an object: client keys come from request headers.
  const buckets = new Map<string, Bucket>();
  return {
    async take(client, now = Date.now()) {
      const { decision, bucket } = draw(buckets.get(client), now, options);
      buckets.delete(client); // re-inserted below, so insertion order is least recently seen first
      buckets.set(client, bucket);
      while (buckets.size > options.maxClients) {
        const oldest = buckets.keys().next();
        if (oldest.done) break;
        buckets.delete(oldest.value);
      }
      return decision;
    },
  };
}

export interface SharedRateLimitOptions extends RateLimitOptions {
  /** Where the buckets live, one entry per client. */
  store: JsonStore;
  /** Counts instead while the store fails: a bound per instance rather than none, and never a 500. */
  fallback: RateLimiter;
  log?: Pick<Console, 'error'>;
  /** Compare-and-swap attempts per request before the request is refused as one of too many at once. */
  attempts?: number;
}

/** A stored bucket is untrusted input: anything unreadable counts as a full bucket, as a new client's would. */
const storedBucketSchema = z.object({ tokens: z.number().check(z.gte(0)), at: z.number().check(z.gte(0)) });
/** Instances' clocks differ a little; a bucket counted further in the future than this is garbage, not skew. */
const MAX_CLOCK_SKEW_MS = 60_000;

/** Buckets live under the day they were written on, so yesterday's clients can be dropped as a whole. */
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);
const BUCKETS = 'rate/';

/**
 * The key of a client's bucket on the day of `now`: a hash, so no header text ever becomes (part of) a blob key, and
 * every key has the same short length however long the header was. A bucket refills in well under a minute, so a
 * client starting the day with a fresh one costs nothing.
 */
export function bucketKey(client: string, now: number): string {
  return `${BUCKETS}${dayOf(now)}/${createHash('sha256').update(client).digest('hex').slice(0, 32)}`;
}

/** Deletes the buckets of days before `now`'s, so the store holds one day of clients however many come and go. */
export async function dropOldBuckets(store: JsonStore, now: number): Promise<number> {
  const current = `${BUCKETS}${dayOf(now)}/`;
  let dropped = 0;
  for await (const page of store.pages(BUCKETS)) {
    for (const key of page) {
      if (key.startsWith(current)) continue;
      await store.delete(key);
      dropped += 1;
    }
  }
  return dropped;
}

/**
 * Buckets kept in `store` and changed by compare-and-swap, so concurrent requests of one client, in any instance, each
 * take a token that is really there. A stale bucket of today is refilled from its timestamp and overwritten; the first
 * request an instance serves on a new day drops the earlier days' buckets (in the background, once).
 */
export function sharedTokenBucket({
  store,
  fallback,
  log = console,
  attempts = 20,
  ...options
}: SharedRateLimitOptions): RateLimiter {
  let warned = false;
  let sweptDay: string | undefined;
  const sweep = (now: number) => {
    if (sweptDay === dayOf(now)) return;
    sweptDay = dayOf(now);
    dropOldBuckets(store, now).catch((error: unknown) =>
      log.error('Chat rate limit: could not drop old buckets', error),
    );
  };
  const stored = (value: unknown, now: number): Bucket | undefined => {
    const parsed = storedBucketSchema.safeParse(value);
    return parsed.success && parsed.data.at <= now + MAX_CLOCK_SKEW_MS ? parsed.data : undefined;
  };
  return {
    async take(client, now = Date.now()) {
      try {
        const swapped = await compareAndSwap<RateDecision>(
          store,
          bucketKey(client, now),
          (value) => {
            const { decision, bucket } = draw(stored(value, now), now, options);
            // A refusal is not written: the stored bucket already implies the same refill, and refused requests
            // then never contend with admitted ones.
            return decision.ok ? { next: bucket, result: decision } : { result: decision };
          },
          attempts,
        );
        sweep(now);
        // Still losing after every attempt means many requests of this client at once: refuse rather than let them
        // through uncounted.
        return swapped?.result ?? { ok: false, retryAfterSeconds: Math.ceil(1 / options.refillPerSecond) };
      } catch (error) {
        if (!warned) {
          warned = true;
          log.error('Chat rate limit: Netlify Blobs failed; counting in this instance only while it does', error);
        }
        return fallback.take(client, now);
      }
    },
  };
}

/**
 * The bucket of the client Netlify names in `x-nf-client-connection-ip` (its edge sets it on every request, and the
 * local emulation from the socket). An IPv6 client is its /64: one customer line gets a whole /64, so counting its
 * addresses one by one would give it unlimited buckets. A request without an address (only a direct call, never one
 * through Netlify) gets a bucket of its own rather than one shared with every other such caller; the daily cap on
 * model calls bounds what those cost.
 */
export function clientKey(request: Request): string {
  const address = request.headers.get('x-nf-client-connection-ip')?.trim() ?? '';
  return address === '' ? `unknown:${crypto.randomUUID()}` : addressGroup(address);
}

/** An IPv4 address as it is; an IPv6 one as its /64 (`2001:db8:1:2::/64`), IPv4-mapped ones as the IPv4 address. */
export function addressGroup(address: string): string {
  const bare = address
    .replace(/^\[|\](:\d+)?$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!bare.includes(':')) return bare;
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare.replace(/^::/, '0::'));
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = bare.split('::', 2);
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '') || '0');
  while (prefix.length < 4) prefix.push('0');
  return `${prefix.join(':')}::/64`;
}

/** Model-backed answers the whole site gives in a day, unless CHAT_DAILY_MODEL_CALLS says otherwise. */
export const DEFAULT_DAILY_MODEL_CALLS = 1_000;

/** CHAT_DAILY_MODEL_CALLS: a whole number of model-backed answers a day (0 turns the model off); else the default. */
export function dailyModelCallsFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const parsed = z.coerce
    .number()
    .check(z.int(), z.gte(0))
    .safeParse(env['CHAT_DAILY_MODEL_CALLS']?.trim() || undefined);
  return parsed.success ? parsed.data : DEFAULT_DAILY_MODEL_CALLS;
}

export interface DailyCap {
  /** Counts one model call for the day of `now`; false once the day's calls are used up (nothing is counted then). */
  take(now?: number): Promise<boolean>;
}

/** The day's count in this instance's memory: exact for one process, and the shared cap's fallback. */
export function memoryDailyCap(limit: number): DailyCap {
  let day = '';
  let used = 0;
  return {
    async take(now = Date.now()) {
      if (dayOf(now) !== day) {
        day = dayOf(now);
        used = 0;
      }
      if (used >= limit) return false;
      used += 1;
      return true;
    },
  };
}

const countSchema = z.object({ used: z.int().check(z.gte(0)) });
const CALLS = 'model-calls/';

/**
 * The site's model calls of the day in `store` (`model-calls/{day}`), counted by compare-and-swap across every
 * instance. While the store fails or is slow, this instance counts in its own memory (a cap per instance, not none).
 */
export function sharedDailyCap({
  store,
  limit,
  fallback = memoryDailyCap(limit),
  log = console,
  attempts = 20,
}: {
  store: JsonStore;
  limit: number;
  fallback?: DailyCap;
  log?: Pick<Console, 'error'>;
  attempts?: number;
}): DailyCap {
  let warned = false;
  return {
    async take(now = Date.now()) {
      try {
        const swapped = await compareAndSwap<boolean>(
          store,
          `${CALLS}${dayOf(now)}`,
          (value) => {
            // An unreadable count is taken as a spent day: a bound that errs towards the offline assistant.
            const used = value === undefined ? 0 : (countSchema.safeParse(value).data?.used ?? limit);
            return used >= limit ? { result: false } : { next: { used: used + 1 }, result: true };
          },
          attempts,
        );
        return swapped?.result ?? false;
      } catch (error) {
        if (!warned) {
          warned = true;
          log.error('Chat daily cap: Netlify Blobs failed; counting in this instance only while it does', error);
        }
        return fallback.take(now);
      }
    },
  };
}

/** What the offline assistant says first once the day's model calls are used up. */
export const DAILY_CAP_NOTE =
  'The AI assistant has answered as many questions as it may today, so the offline assistant answers until tomorrow.';
