import {
  inspectionTemplateListSchema,
  inspectionTemplateViewSchema,
} from '@pitstop/domain/inspection-views';
import {
  inspectionTemplateEditorRoles,
  inspectionTemplateInputSchema,
} from '@pitstop/domain/inspections';
import { problemSchema } from '@pitstop/domain/problem';
import { staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archiveInspectionTemplate,
  createInspectionTemplate,
  listInspectionTemplates,
  updateInspectionTemplate,
} from './save-inspection-template.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const params = z.object({ id: z.uuid('Not an inspection template id') });

/** The shop's inspection checklists: every staff member picks one, the admin edits them. */
export const inspectionTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tx = app.database.db;

  app.get(
    '/inspection-templates',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['inspections'],
        summary:
          "The shop's inspection templates, the default first then by name (a shop with none gets the multi-point one)",
        response: { 200: inspectionTemplateListSchema, ...errors },
      },
    },
    async (request) => listInspectionTemplates({ tx, shopId: request.shopId() }),
  );

  app.post(
    '/inspection-templates',
    {
      config: { access: inspectionTemplateEditorRoles },
      schema: {
        tags: ['inspections'],
        summary:
          'Add an inspection template (sections of items: condition, measurement with a unit, or text); 409 when the name is taken',
        body: inspectionTemplateInputSchema,
        response: { 201: inspectionTemplateViewSchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await createInspectionTemplate({
        tx,
        shopId: request.shopId(),
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/inspection-templates/:id',
    {
      config: { access: inspectionTemplateEditorRoles },
      schema: {
        tags: ['inspections'],
        summary:
          'Replace a template (items keep their keys; isDefault makes it the default); inspections already started keep their items',
        params,
        body: inspectionTemplateInputSchema,
        response: {
          200: inspectionTemplateViewSchema,
          ...errors,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) =>
      updateInspectionTemplate({
        tx,
        shopId: request.shopId(),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/inspection-templates/:id',
    {
      config: { access: inspectionTemplateEditorRoles },
      schema: {
        tags: ['inspections'],
        summary:
          'Remove a template (archived: inspections made from it stay); 409 for the default or the last one',
        params,
        response: { 204: z.null(), ...errors, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await archiveInspectionTemplate({ tx, shopId: request.shopId(), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
