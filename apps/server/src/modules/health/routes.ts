import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  detail: z.string().optional(),
});

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
        response: { 200: healthSchema, 503: healthSchema },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not answering');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, detail: 'The database is not answering.' });
      }
    },
  );
};
