import { demoAccountsSchema, profileSchema, updateProfileSchema } from '@pitstop/domain/accounts';
import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { listDemoAccounts } from './demo-accounts.ts';
import { getProfile } from './get-profile.ts';
import { updateProfile } from './update-profile.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in person: account and profile',
        response: { 200: profileSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const { sessionId: _sessionId, ...profile } = request.viewer;
      return profile;
    },
  );

  app.patch(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Update your own name and phone',
        body: updateProfileSchema,
        response: { 200: profileSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      await updateProfile({
        tx: app.database.db,
        events: app.events,
        userId: request.viewer.id,
        input: request.body,
      });
      const profile = await getProfile({ tx: app.database.db, userId: request.viewer.id });
      if (!profile) throw new AppError('internal', 500, 'Failed to update profile');
      return profile;
    },
  );

  app.get(
    '/demo-accounts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'The quick-login demo accounts, when this installation has them',
        response: { 200: demoAccountsSchema },
      },
    },
    async () =>
      listDemoAccounts({ tx: app.database.db, production: app.config.env === 'production' }),
  );
};
