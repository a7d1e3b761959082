import type { IncomingHttpHeaders } from 'node:http';

/** How long a resolved viewer is reused without asking the database again (ADR 008). */
export const VIEWER_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry<V> = { viewer: V; userId: string; expiresAt: number };

export type ViewerCache<V> = {
  /** The viewer cached for these credentials, unless expired or invalidated. */
  get(key: string): V | undefined;
  /**
   * Looks the viewer up through `resolve` and caches it until `ttlMs` or the session's own
   * expiry, whichever comes first — unless an invalidation happened while it was resolving.
   */
  resolve(
    key: string,
    resolve: () => Promise<{ viewer: V; userId: string; sessionExpiresAt: Date } | null>,
  ): Promise<V | null>;
  forgetUsers(userIds: readonly string[]): void;
  clear(): void;
  readonly size: number;
};

/**
 * The request's session credentials as one string: the bearer header and the session cookie
 * (signed; better-auth checks the signature on the lookup that fills the entry). Other cookies
 * are left out so they do not split the cache. Undefined when the request carries none.
 */
export function credentialKey(headers: IncomingHttpHeaders, cookiePrefix: string) {
  const authorization = headers.authorization ?? '';
  const cookies = headers.cookie ?? '';
  const name = `${cookiePrefix}.session_token=`;
  let token = '';
  for (const part of cookies.split(';')) {
    const cookie = part.trim();
    const at = cookie.indexOf(name);
    // Also the __Secure- / __Host- forms better-auth uses on https.
    if (at === 0 || (at > 0 && cookie.startsWith('__') && cookie[at - 1] === '-')) {
      token = cookie.slice(at + name.length);
      break;
    }
  }
  if (!authorization && !token) return undefined;
  return `${authorization}\n${token}`;
}

/**
 * An in-process cache of resolved viewers, keyed by their session credentials. Entries live a
 * few seconds at most; every invalidation (a user's profile changed, sessions were revoked)
 * also bumps an epoch so a lookup that was already running cannot store what it read before.
 */
export function createViewerCache<V>(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): ViewerCache<V> {
  const ttlMs = options.ttlMs ?? VIEWER_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  let epoch = 0;

  const get = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.viewer;
  };

  return {
    get,
    async resolve(key, lookup) {
      const cached = get(key);
      if (cached) return cached;
      const startedIn = epoch;
      const found = await lookup();
      if (!found) return null;
      const expiresAt = Math.min(now() + ttlMs, found.sessionExpiresAt.getTime());
      if (ttlMs > 0 && startedIn === epoch && expiresAt > now()) {
        // Oldest first: Map keeps insertion order, so the first key is the one to drop.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { viewer: found.viewer, userId: found.userId, expiresAt });
      }
      return found.viewer;
    },
    forgetUsers(userIds) {
      epoch++;
      const forgotten = new Set(userIds);
      for (const [key, entry] of entries) if (forgotten.has(entry.userId)) entries.delete(key);
    },
    clear() {
      epoch++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
