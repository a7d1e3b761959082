import { contactRequestInputSchema, contactRequestSchema } from '@pitstop/domain/contact';
import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactRequest } from './create-contact-request.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-requests',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Request a demo or contact the Pitstop team',
        body: contactRequestInputSchema,
        response: { 201: contactRequestSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await createContactRequest({ tx: app.database.db, input: request.body });
      return reply.status(201).send(created);
    },
  );
};
