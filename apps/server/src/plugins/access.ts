import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors.ts';
import type { Viewer } from './auth.ts';
import { SESSION_COOKIE_PREFIX, trustedOrigins } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in viewer; only on routes whose access is not `public` (checked already). */
    viewer: Viewer;
    /** The caller's shop: the scope of every staff query. Refuses staff who have no shop yet. */
    shopId(): string;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one mechanism that enforces each route's `config.access` (also published as `x-roles`):
 * signed out → 401, role not listed → 403. Routes never check roles by hand.
 */
export function registerAccessControl(app: FastifyInstance) {
  const origins = new Set(trustedOrigins(app.config));
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.decorateRequest('shopId', function shopId(this: FastifyRequest) {
    const shop = this.viewer?.shopId;
    if (!shop) throw AppError.forbidden('Create or join a workshop first.');
    return shop;
  });

  // A cookie is sent by the browser whatever site triggered the request, so a cookie-
  // authenticated write must come from one of our own pages. Bearer tokens are not ambient.
  // Every path is checked, not only the ones spelled `/api/v1/…`: the router decodes
  // `/%61pi/v1/…` to the same route.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    if (!request.headers.cookie?.includes(`${SESSION_COOKIE_PREFIX}.`)) return;
    const origin = request.headers.origin;
    if (!origin || !origins.has(origin)) {
      throw new AppError(
        'cross_site_request',
        403,
        'This request did not come from a Pitstop page, so it was refused.',
      );
    }
  });

  // Who may call comes first: before the body is parsed or validated, so a caller who may not
  // use an operation learns nothing about what it accepts.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const viewer = await request.getViewer();
    if (!viewer) throw AppError.unauthenticated();
    if (access !== 'signed-in' && !access.includes(viewer.role)) throw AppError.forbidden();
    request.viewer = viewer;
  });
}
