import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';

const healthSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthSchema } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: healthSchema, 503: problemSchema },
      },
      logLevel: 'warn',
    },
    async (request) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering');
        throw AppError.unavailable('The database is not answering.', DATABASE_RETRY_AFTER_SECONDS);
      }
    },
  );
};
