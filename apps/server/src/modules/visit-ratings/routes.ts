import {
  estimateLinkParamsSchema,
  visitRatingInputSchema,
  visitRatingViewSchema,
} from '@pitstop/domain/job-order-views';
import { countLabel } from '@pitstop/domain/plural';
import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { authLimitsOf } from '../../plugins/rate-limits.ts';
import { answerVisitRating, getVisitRating } from './visit-rating.ts';

const errors = {
  400: problemSchema,
  404: problemSchema,
  410: problemSchema,
  429: problemSchema,
};

/**
 * "How was your visit?" (issue 11): the link in the completion mail, answered without signing
 * in. The token is long and random, so only how fast one address may try links is limited.
 */
export const visitRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { perIp } = authLimitsOf('link-token', app.config.rateLimitScale);
  const rateLimit = {
    max: perIp.max,
    timeWindow: perIp.minutes * 60_000,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
      new AppError(
        'rate_limited',
        429,
        `Too many attempts. Try again in ${countLabel(Math.max(1, Math.ceil(context.ttl / 1000)), { one: 'second', other: 'seconds' })}.`,
      ),
  };

  app.get(
    '/rating-links/:token',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['public'],
        summary:
          'The completed visit a "How was your visit?" link opens, and its answer if given; 410 once the link has expired',
        params: estimateLinkParamsSchema,
        response: { 200: visitRatingViewSchema, ...errors },
      },
    },
    async (request) => getVisitRating({ tx: db, token: request.params.token }),
  );

  app.post(
    '/rating-links/:token',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['public'],
        summary:
          "Rate the visit 1–5 with an optional comment, credited to the job's mechanic; 409 when it was already rated",
        params: estimateLinkParamsSchema,
        body: visitRatingInputSchema,
        response: { 201: visitRatingViewSchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const view = await answerVisitRating({
        tx: db,
        events: app.events,
        token: request.params.token,
        input: { score: request.body.score, comment: request.body.comment ?? null },
      });
      return reply.status(201).send(view);
    },
  );
};
