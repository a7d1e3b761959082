import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Tenancy enforced by the database (ADR 029, ADR 034). A shop scope names the shops its queries
 * may reach; every query run inside one runs as the role `pitstop_app` (no superuser, no
 * BYPASSRLS: the policies of migration 0029 apply) with those shops in `app.shop_ids`, so a
 * query that forgets its shop filter still sees only those shops. Outside a scope queries run
 * with the connection's own (privileged) rights: migrations, seeding, the job queue's
 * bookkeeping, and the few request paths that declare system access.
 *
 * The scope lives in the async context, not in a transaction: each engine applies it to the
 * session a query runs on, and only when that session last ran under other settings (see
 * `sessionAccess`), so a request costs no extra round trip and holds no connection between its
 * queries.
 */

export const REQUEST_ROLE = 'pitstop_app';

type ShopScope = { shopIds: readonly string[]; userId: string };
type Access = ShopScope | 'system';

const access = new AsyncLocalStorage<Access>();

const inScope = (current: Access | undefined): current is ShopScope =>
  current !== undefined && current !== 'system';

/** Runs `work` scoped to `shopIds` (none: it reaches no shop's rows); `userId` also reaches that user's own profile. */
export function runInShopScope<T>(options: {
  shopIds: readonly string[];
  userId?: string;
  work: () => Promise<T>;
}): Promise<T> {
  if (inScope(access.getStore())) throw new Error('a shop scope cannot open inside another');
  // A Drizzle query runs when awaited: awaiting it here keeps it inside the scope.
  return access.run({ shopIds: options.shopIds, userId: options.userId ?? '' }, async () =>
    options.work(),
  );
}

/**
 * Runs `work` with the connection's own rights, across shops. Only for what has no shop yet or
 * finds its shop first (sign-in, links by token, the job queue, event streams); taken before a
 * scope opens, never inside one, so a scoped request cannot widen itself.
 */
export function withSystemAccess<T>(work: () => Promise<T>): Promise<T> {
  if (inScope(access.getStore()))
    throw new Error('system access is taken before a shop scope opens, not inside one');
  return access.run('system', async () => work());
}

/** Whether the caller runs inside a shop scope (tests, assertions). */
export function inShopScope(): boolean {
  return inScope(access.getStore());
}

/**
 * The session settings a query must run under, read from the caller's async context: `key`
 * tells two settings apart, and `APPLY_SESSION_ACCESS` with `params` sets them for the rest of
 * the session. The connection's own rights are role `none` (the session user) and no shops.
 */
export type SessionAccess = {
  key: string;
  params: [role: string, shopIds: string, userId: string];
};

export const SYSTEM_SESSION_KEY = 'system';

export const APPLY_SESSION_ACCESS =
  "select set_config('role', $1, false), set_config('app.shop_ids', $2, false), set_config('app.user_id', $3, false)";

export function sessionAccess(): SessionAccess {
  const current = access.getStore();
  if (!inScope(current)) return { key: SYSTEM_SESSION_KEY, params: ['none', '', ''] };
  const shopIds = current.shopIds.join(',');
  return {
    key: `${REQUEST_ROLE}|${shopIds}|${current.userId}`,
    params: [REQUEST_ROLE, shopIds, current.userId],
  };
}
