import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { HTTP_LIMITS, type HttpLimits, httpServerOptions } from './http-limits.ts';
import { ensureProfile, getOrCreateProfile } from './modules/accounts/public.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { ownerBookingRoutes } from './modules/bookings/owner-routes.ts';
import { publicBookingRoutes } from './modules/bookings/public-routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { cannedJobRoutes } from './modules/canned-jobs/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { communicationRoutes } from './modules/communications/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { declinedWorkRoutes } from './modules/declined-work/routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';
import { isDeactivated } from './modules/employees/public.ts';
import { employeeRoutes } from './modules/employees/routes.ts';
import { estimateRoutes } from './modules/estimates/routes.ts';
import { type EventStreamLimits, eventRoutes } from './modules/events/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inspectionPhotoRoutes } from './modules/inspection-photos/routes.ts';
import { inspectionTemplateRoutes } from './modules/inspection-templates/routes.ts';
import { inspectionRoutes } from './modules/inspections/routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { jobClockRoutes } from './modules/job-clock/routes.ts';
import { jobOrderRoutes } from './modules/job-orders/routes.ts';
import { lowStockAlertRoutes } from './modules/low-stock-alerts/routes.ts';
import { mechanicDashboardRoutes } from './modules/mechanic-dashboard/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { linkClientsByEmail } from './modules/owner/public.ts';
import { ownerRoutes } from './modules/owner/routes.ts';
import { performanceRoutes } from './modules/performance/routes.ts';
import { purchaseOrderRoutes } from './modules/purchase-orders/routes.ts';
import { serviceTrendsRoutes } from './modules/reports/service-trends/routes.ts';
import { scheduleRoutes } from './modules/schedules/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { serviceHistoryRoutes } from './modules/service-history/routes.ts';
import { serviceRoutes } from './modules/services/routes.ts';
import { shopRoutes } from './modules/shops/routes.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { taxCurrencyRoutes } from './modules/tax-currency/routes.ts';
import { timeClockRoutes } from './modules/time-clock/routes.ts';
import { vehicleRoutes } from './modules/vehicles/routes.ts';
import { visitRatingRoutes } from './modules/visit-ratings/routes.ts';
import { createFileStorage } from './platform/storage/create-file-storage.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import { registerAccessControl } from './plugins/access.ts';
import { type AccountHooks, createAuth, registerAuth } from './plugins/auth.ts';
import {
  registerErrorHandling,
  sendClientErrorProblem,
  sendFrameworkProblem,
} from './plugins/errors.ts';
import { createEventBus, type EventBus } from './plugins/events.ts';
import { createMailer, type Mailer } from './plugins/mail.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerTenancy } from './plugins/tenancy.ts';
import { webDistDir } from './web-dist.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    events: EventBus;
    /** Photos and other files (DESIGN.md §7: one file storage). */
    files: FileStorage;
  }
}

export type AppDependencies = {
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mail transport (tests that check what was sent). */
  mailer?: Mailer;
  /** Replaces the configured file storage (tests of S3 against a local server). */
  files?: FileStorage;
  webDistDir?: string;
  /** Replaces the caps on open event streams (tests, with small ones). */
  eventStreamLimits?: EventStreamLimits;
  /** Replaces the header size and request timeouts (tests, with small ones). */
  httpLimits?: HttpLimits;
};

const REQUEST_ID = /^[\w.:-]{1,128}$/;

type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
/**
 * Schemas are zod's, checked by zod. Naming its compilers at construction (rather than with
 * setValidatorCompiler later) spares every start loading Fastify's defaults, Ajv and
 * fast-json-stringify, for nothing; Fastify's types for this option only know Ajv's shape.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** Builds the whole app without listening: used by main.ts, the tests and the benchmarks. */
export async function buildApp(config: Config, deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    ...httpServerOptions(deps.httpLimits ?? HTTP_LIMITS),
    clientErrorHandler: sendClientErrorProblem,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: zodCompilers },
    frameworkErrors: sendFrameworkProblem,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, db: deps.database.db, from: config.mailFrom });
  app.decorate('mailer', mailer);
  const events = await createEventBus(deps.database, app.log);
  app.decorate('events', events);
  app.addHook('onClose', () => events.close());
  const files = deps.files ?? createFileStorage(config);
  app.decorate('files', files);
  app.addHook('onClose', async () => files.close?.());

  registerErrorHandling(app);
  await registerSecurity(app);
  await registerOpenApi(app);
  registerAccessControl(app);
  const db = deps.database.db;
  const accountHooks: AccountHooks = {
    userCreated: (user) => ensureProfile({ tx: db, user }),
    // A car owner's confirmed e-mail links the client records that shops keep under it.
    confirmedUserUpdated: async (user) => {
      await linkClientsByEmail({
        tx: db,
        events,
        userId: user.id,
        email: user.email,
        signupRole: user.signupRole ?? undefined,
      });
    },
    profileOf: (user) => getOrCreateProfile({ tx: db, user }),
    isDeactivated: (userId) => isDeactivated({ tx: db, userId }),
  };
  registerTenancy(app);
  await registerAuth(
    app,
    createAuth({ config, database: deps.database, mailer, log: app.log, hooks: accountHooks }),
    accountHooks,
  );

  await app.register(healthRoutes);
  if (mailer.kind === 'dev-mailbox' && config.env !== 'production')
    await app.register(devMailboxRoutes);
  await app.register(
    async (api) => {
      await api.register(contactRoutes);
      await api.register(accountRoutes);
      await api.register(shopRoutes);
      await api.register(taxCurrencyRoutes);
      await api.register(invitationRoutes);
      await api.register(employeeRoutes);
      await api.register(clientRoutes);
      await api.register(eventRoutes, { limits: deps.eventStreamLimits });
      await api.register(vehicleRoutes);
      await api.register(serviceRoutes);
      await api.register(dashboardRoutes);
      await api.register(searchRoutes);
      await api.register(communicationRoutes);
      await api.register(notificationRoutes);
      await api.register(serviceHistoryRoutes);
      await api.register(ownerRoutes);
      await api.register(ownerBookingRoutes);
      await api.register(publicBookingRoutes);
      await api.register(bookingRoutes);
      await api.register(availabilityRoutes);
      await api.register(scheduleRoutes);
      await api.register(jobOrderRoutes);
      await api.register(cannedJobRoutes);
      await api.register(jobClockRoutes);
      await api.register(timeClockRoutes);
      await api.register(mechanicDashboardRoutes);
      await api.register(visitRatingRoutes);
      await api.register(performanceRoutes);
      await api.register(serviceTrendsRoutes);
      await api.register(estimateRoutes);
      await api.register(declinedWorkRoutes);
      await api.register(inventoryRoutes);
      await api.register(supplierRoutes);
      await api.register(purchaseOrderRoutes);
      await api.register(lowStockAlertRoutes);
      await api.register(invoiceRoutes);
      await api.register(inspectionTemplateRoutes);
      await api.register(inspectionRoutes);
      await api.register(inspectionPhotoRoutes);
    },
    { prefix: '/api/v1' },
  );

  await registerSpa(app, deps.webDistDir ?? webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
