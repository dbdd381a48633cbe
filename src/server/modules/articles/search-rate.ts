import { LOCAL_ADDRESS } from '../../http/client-address';
import { addressGroup } from '../auth/login-throttle';

/** Searches one client may send at once after a quiet spell: a reader typing in the overlay stays far below. */
export const SEARCH_BURST = 20;
/** Searches one client may send per minute once its burst is spent. */
export const SEARCH_RATE_PER_MINUTE = 30;
/** Clients remembered at once; a flood of new addresses evicts the least recent. */
export const MAX_TRACKED_SEARCH_CLIENTS = 10_000;

export interface SearchRateOptions {
  /** The clock, in epoch milliseconds. */
  now?: () => number;
  burst?: number;
  perMinute?: number;
  maxClients?: number;
}

export type SearchRateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * The machine itself, or a proxy in front of it that TRUST_PROXY does not
 * declare: such a peer stands for many readers, so it is not limited per
 * client (the gate's queue still bounds what it can cost). In-process
 * requests (the server's own renders) have no peer at all.
 */
export function isSharedPeer(address: string): boolean {
  return (
    address === LOCAL_ADDRESS ||
    address === '::1' ||
    address.startsWith('127.') ||
    address === 'localhost'
  );
}

/**
 * A token bucket per client address (an IPv6 /64 counting as one, as for
 * sign-in): `burst` searches at once, then `perMinute`. The gate bounds how
 * many searches run at once for everyone; this keeps one client from taking
 * every turn of it with distinct queries.
 */
export function createSearchRate({
  now = Date.now,
  burst = SEARCH_BURST,
  perMinute = SEARCH_RATE_PER_MINUTE,
  maxClients = MAX_TRACKED_SEARCH_CLIENTS,
}: SearchRateOptions = {}) {
  const perMs = perMinute / 60_000;
  // Insertion order is recency: a bucket is re-inserted on every search.
  const buckets = new Map<string, Bucket>();

  return {
    /** Takes one search from `address`'s allowance, or says how long until it has one. */
    take(address: string): SearchRateVerdict {
      if (isSharedPeer(address)) return { ok: true };
      const time = now();
      const key = addressGroup(address);
      const bucket = buckets.get(key);
      // A clock set back refills nothing and takes nothing away.
      const tokens = bucket
        ? Math.min(burst, bucket.tokens + Math.max(0, time - bucket.at) * perMs)
        : burst;
      if (bucket) buckets.delete(key);
      else if (buckets.size >= maxClients) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      if (tokens < 1) {
        buckets.set(key, { tokens, at: time });
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)),
        };
      }
      buckets.set(key, { tokens: tokens - 1, at: time });
      return { ok: true };
    },

    /** Clients remembered now. */
    size: () => buckets.size,
  };
}

export type SearchRate = ReturnType<typeof createSearchRate>;
