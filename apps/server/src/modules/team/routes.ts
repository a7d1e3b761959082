import { changeRoleSchema, teamMemberSchema } from '@pitstop/domain/accounts';
import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRole } from './change-role.ts';
import { listTeam } from './list-team.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team',
    {
      config: { access: ['admin', 'manager'] },
      schema: {
        tags: ['team'],
        summary: "Your workshop's staff",
        response: { 200: z.array(teamMemberSchema), ...errors },
      },
    },
    async (request) => listTeam({ tx: app.database.db, shopId: request.shopId() }),
  );

  app.patch(
    '/team/:userId',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['team'],
        summary: "Change a team member's role",
        params: z.object({ userId: z.uuid('Not a valid user id') }),
        body: changeRoleSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await changeRole({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        userId: request.params.userId,
        role: request.body.role,
      });
      return reply.status(204).send(null);
    },
  );
};
