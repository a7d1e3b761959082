import { isStaffRole } from '@pitstop/domain/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../db/database.ts';
import { clients } from '../db/schema/clients.ts';
import { runInShopScope, withSystemAccess } from '../db/tenancy.ts';
import type { Viewer } from './auth.ts';

/**
 * Signed-in routes that run with system access instead of the caller's shop scope (ADR 029).
 * Public routes (`access: 'public'`: sign-in, links by token, public booking, health) do too.
 * Keep this list short: each entry is a place where only the route's own filters keep shops apart.
 */
const SYSTEM_ACCESS_ROUTES = new Set([
  // An event stream stays open for hours: it must not hold a transaction; it reads no rows.
  'GET /api/v1/events',
  // Creates the caller's shop: there is no shop to scope to yet.
  'POST /api/v1/shops',
  // Joins the shop that invited the caller, which is not theirs yet.
  'POST /api/v1/invitations/accept',
  // A car owner lists every workshop, and becomes a client of one they are not linked to yet.
  'GET /api/v1/portal/workshops',
  'POST /api/v1/portal/workshops',
  // A car owner lists the workshops taking bookings, and books at one: booking makes them its client.
  'GET /api/v1/portal/booking-workshops',
  'POST /api/v1/portal/bookings',
  // A car owner takes up a shop's invitation link: the shop is not theirs until it links them.
  'POST /api/v1/portal/invitations/:token/accept',
]);

/** The shops a signed-in viewer reaches: a staff member's shop; a car owner's linked shops. */
async function shopsOf(db: Db, viewer: Viewer): Promise<string[]> {
  if (isStaffRole(viewer.role)) return viewer.shopId ? [viewer.shopId] : [];
  const linked = await withSystemAccess(() =>
    db
      .selectDistinct({ shopId: clients.shopId })
      .from(clients)
      .where(eq(clients.userId, viewer.id)),
  );
  return linked.map((row) => row.shopId);
}

type Handler = RouteOptions['handler'];

/** Every signed-in route's handler runs in its viewer's shop scope (ADR 029, ADR 034). */
function scoped(app: FastifyInstance, handler: Handler): Handler {
  return async function scopedHandler(this: FastifyInstance, request, reply) {
    const shopIds = await shopsOf(app.database.db, request.viewer);
    return runInShopScope({
      shopIds,
      userId: request.viewer.id,
      work: async () => handler.call(this, request, reply),
    });
  };
}

/** Wraps each signed-in route's handler in its viewer's shop scope (see SYSTEM_ACCESS_ROUTES). */
export function registerTenancy(app: FastifyInstance) {
  const declared = new Set<string>();
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const system = methods.some((method) => {
      const key = `${method} ${route.url}`;
      if (!SYSTEM_ACCESS_ROUTES.has(key)) return false;
      declared.add(key);
      return true;
    });
    if (!access || access === 'public' || system) return;
    route.handler = scoped(app, route.handler);
  });
  app.addHook('onReady', async () => {
    const missing = [...SYSTEM_ACCESS_ROUTES].filter((key) => !declared.has(key));
    if (missing.length > 0)
      throw new Error(`system access is declared for routes that do not exist: ${missing}`);
  });
}
