// A per-client token bucket in the Function itself: Netlify's config.rateLimit may not apply on every plan and does
// not apply to `npm start` at all, so the chat's cost is bounded here too. In memory, per instance: a bound, not an
// exact global count.

export interface RateLimitOptions {
  /** Requests a client may make in a burst. */
  capacity: number;
  /** Tokens added back per second. */
  refillPerSecond: number;
  /** Clients remembered at most; the least recently seen are forgotten first, so memory stays bounded. */
  maxClients: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(client: string, now?: number): RateDecision;
}

/** 20 in a burst, then one every 2 s: the same 30 a minute as the Function's config.rateLimit. */
export const CHAT_RATE_LIMIT: RateLimitOptions = { capacity: 20, refillPerSecond: 0.5, maxClients: 10_000 };

export function tokenBucket(options: RateLimitOptions): RateLimiter {
  // A Map, not an object: client keys come from request headers.
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(client, now = Date.now()) {
      const previous = buckets.get(client);
      const elapsed = previous ? Math.max(0, now - previous.at) / 1000 : 0;
      const tokens = Math.min(
        options.capacity,
        (previous?.tokens ?? options.capacity) + elapsed * options.refillPerSecond,
      );
      buckets.delete(client); // re-inserted below, so insertion order is least recently seen first
      if (tokens < 1) {
        buckets.set(client, { tokens, at: now });
        return { ok: false, retryAfterSeconds: Math.ceil((1 - tokens) / options.refillPerSecond) };
      }
      buckets.set(client, { tokens: tokens - 1, at: now });
      while (buckets.size > options.maxClients) {
        const oldest = buckets.keys().next();
        if (oldest.done) break;
        buckets.delete(oldest.value);
      }
      return { ok: true };
    },
  };
}

/** The client's address as Netlify reports it; locally (no such header) every caller shares one bucket. */
export function clientKey(request: Request): string {
  return request.headers.get('x-nf-client-connection-ip')?.trim() || 'local';
}
