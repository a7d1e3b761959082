import {
  acceptInvitationSchema,
  invitationPreviewSchema,
  staffRoleSchema,
} from '@pitstop/domain/accounts';
import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkRateLimit } from '../../plugins/rate-limits.ts';
import { acceptInvitation, previewInvitation } from './accept-invitation.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations/preview',
    {
      config: { access: 'public' },
      preHandler: linkRateLimit(app, 'invitation-link'),
      schema: {
        tags: ['team'],
        summary: 'What an invitation link offers: workshop, role, invited e-mail',
        querystring: acceptInvitationSchema,
        response: { 200: invitationPreviewSchema, 404: problemSchema, 429: problemSchema },
      },
    },
    async (request) => previewInvitation({ tx: app.database.db, token: request.query.token }),
  );

  app.post(
    '/invitations/accept',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['team'],
        summary: 'Join the workshop of an invitation sent to your e-mail',
        body: acceptInvitationSchema,
        response: {
          200: z.object({ shopName: z.string(), role: staffRoleSchema }),
          410: problemSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      acceptInvitation({
        tx: app.database.db,
        events: app.events,
        viewer: request.viewer,
        token: request.body.token,
      }),
  );
};
