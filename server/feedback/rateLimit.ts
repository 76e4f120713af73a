/**
 * Votes per client: a burst of 10 lets a reader rate a page and several sections in one go;
 * one more every 6 s (10 a minute) is far above what a person clicks, far below a script.
 */
export const FEEDBACK_RATE_BURST = 10;
export const FEEDBACK_RATE_REFILL_MS = 6_000;
/** Clients remembered at most; past it the least recently seen is forgotten (memory stays bounded). */
export const FEEDBACK_RATE_MAX_CLIENTS = 10_000;

export interface RateLimitOptions {
  burst: number;
  refillMs: number;
  maxClients: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = {
  burst: FEEDBACK_RATE_BURST,
  refillMs: FEEDBACK_RATE_REFILL_MS,
  maxClients: FEEDBACK_RATE_MAX_CLIENTS,
};

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per client key. The map keeps buckets in least-recently-used order (a hit moves
 * its bucket to the end), so idle buckets are found at the front: one that has been idle long
 * enough to refill completely is the same as no bucket and is dropped.
 */
export function createRateLimiter(options: RateLimitOptions, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();
  const fullAfterMs = options.burst * options.refillMs;

  const evict = (time: number): void => {
    for (const [key, bucket] of buckets) {
      if (buckets.size <= options.maxClients && time - bucket.updatedAt < fullAfterMs) break;
      buckets.delete(key);
    }
  };

  return {
    take(key: string): RateDecision {
      const time = now();
      const previous = buckets.get(key);
      buckets.delete(key);
      const tokens = previous
        ? Math.min(options.burst, previous.tokens + (time - previous.updatedAt) / options.refillMs)
        : options.burst;
      const allowed = tokens >= 1;
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, updatedAt: time });
      evict(time);
      if (allowed) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * options.refillMs) / 1000)),
      };
    },
    /** Buckets held, for tests of the memory bound. */
    get size(): number {
      return buckets.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The key of a client: its address, with IPv4-mapped IPv6 unwrapped, and IPv6 cut to its /64
 * since one host usually owns a whole /64 and could otherwise rotate through it.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [
    ...headGroups,
    ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
