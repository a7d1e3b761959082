import {
  cannedJobInputSchema,
  cannedJobViewListSchema,
  cannedJobViewSchema,
} from '@pitstop/domain/job-order-views';
import { problemSchema } from '@pitstop/domain/problem';
import { type Role, staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCannedJobs } from './list-canned-jobs.ts';
import { createCannedJob, deleteCannedJob, updateCannedJob } from './save-canned-job.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };
/** Every staff member picks canned jobs on a job order; the admin manages them. */
const readers = staffRoles;
const managers: Role[] = ['admin'];
const params = z.object({ id: z.uuid('Not a canned job id') });
const listQuery = z.object({
  active: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

export const cannedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/canned-jobs',
    {
      config: { access: readers },
      schema: {
        tags: ['canned-jobs'],
        summary: "The shop's canned jobs by name (active=true: those offered on job orders)",
        querystring: listQuery,
        response: { 200: cannedJobViewListSchema, ...errors },
      },
    },
    async (request) =>
      listCannedJobs({
        tx: app.database.db,
        shopId: request.shopId(),
        active: request.query.active,
      }),
  );

  app.post(
    '/canned-jobs',
    {
      config: { access: managers },
      schema: {
        tags: ['canned-jobs'],
        summary:
          'Save a set of lines to add to job orders in one click; 409 when the name is taken',
        body: cannedJobInputSchema,
        response: { 201: cannedJobViewSchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await createCannedJob({
        tx: app.database.db,
        shopId: request.shopId(),
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/canned-jobs/:id',
    {
      config: { access: managers },
      schema: {
        tags: ['canned-jobs'],
        summary:
          'Replace a canned job (name, description, lines, active); 409 when the name is taken',
        params,
        body: cannedJobInputSchema,
        response: { 200: cannedJobViewSchema, ...errors, ...notFound, 409: problemSchema },
      },
    },
    async (request) =>
      updateCannedJob({
        tx: app.database.db,
        shopId: request.shopId(),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/canned-jobs/:id',
    {
      config: { access: managers },
      schema: {
        tags: ['canned-jobs'],
        summary: 'Delete a canned job; job orders keep the lines they took from it',
        params,
        response: { 204: z.null(), ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      await deleteCannedJob({
        tx: app.database.db,
        shopId: request.shopId(),
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
