import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { webDistDir } from './web-dist.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export type AppDependencies = {
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
};

const REQUEST_ID = /^[\w.:-]{1,128}$/;

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
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurity(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(contactRoutes);
    },
    { prefix: '/api/v1' },
  );

  await registerSpa(app, deps.webDistDir ?? webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
