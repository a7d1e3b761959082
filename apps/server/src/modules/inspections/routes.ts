import {
  inspectionEstimateLineQuerySchema,
  inspectionEstimateLineSchema,
  inspectionIdParamsSchema,
  inspectionItemParamsSchema,
  inspectionItemViewSchema,
  inspectionLinkParamsSchema,
  inspectionSentSchema,
  inspectionSummaryListSchema,
  inspectionViewSchema,
  ownerInspectionListSchema,
  sharedInspectionSchema,
} from '@pitstop/domain/inspection-views';
import {
  inspectionItemAnswerSchema,
  inspectionSenderRoles,
  inspectionSendSchema,
  inspectionStartSchema,
  inspectionTransitionSchema,
  inspectorRoles,
} from '@pitstop/domain/inspections';
import { jobOrderIdParamsSchema } from '@pitstop/domain/job-order-views';
import { jobOrderLineInputSchema } from '@pitstop/domain/job-orders';
import { problemSchema } from '@pitstop/domain/problem';
import { carOwnerRoles, staffRoles } from '@pitstop/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inLinkScope } from '../../platform/link-tokens.ts';
import { linkRateLimit } from '../../plugins/rate-limits.ts';
import { addInspectionEstimateLine } from './add-estimate-line.ts';
import { answerInspectionItem } from './answer-inspection-item.ts';
import { getInspection, getInspectionItemView } from './get-inspection.ts';
import { findInspectionForOwner, openInspectionLink } from './inspection-access.ts';
import { inspectionLinkUrl } from './inspection-mail.ts';
import { listOwnerInspections, loadSharedInspection } from './inspection-queries.ts';
import { listVehicleInspections } from './list-vehicle-inspections.ts';
import { linkPhotoUrls, portalPhotoUrls } from './photo-urls.ts';
import { sendInspection } from './send-inspection.ts';
import { startInspection } from './start-inspection.ts';
import { transitionInspection } from './transition-inspection.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};
const linkErrors = {
  400: problemSchema,
  404: problemSchema,
  410: problemSchema,
  429: problemSchema,
};
const vehicleParams = z.object({ id: z.uuid('Not a vehicle id') });

/**
 * Digital vehicle inspections (issue 14): started on a job order from a template, filled item by
 * item, finished, turned into estimate lines and sent to the car owner, who reads them from the
 * link, the estimate link or their area. Photos have their own routes.
 */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tx = app.database.db;

  const linkLimit = linkRateLimit(app, 'inspection-link');

  const view = (request: FastifyRequest, inspectionId: string) =>
    getInspection({ tx, shopId: request.shopId(), viewer: request.viewer, inspectionId });

  app.post(
    '/job-orders/:id/inspections',
    {
      config: { access: inspectorRoles },
      schema: {
        tags: ['inspections'],
        summary:
          "Start an inspection of the job's vehicle from a template (the shop's default unless templateId); 409 when the job order is completed or cancelled, or while one of its inspections is in progress",
        params: jobOrderIdParamsSchema,
        body: inspectionStartSchema,
        response: { 201: inspectionViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const jobOrderId = request.params.id;
      const inspectionId = await startInspection({
        tx,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        jobOrderId,
        templateId: request.body.templateId,
      });
      return reply.status(201).send(await view(request, inspectionId));
    },
  );

  app.get(
    '/inspections/:id',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['inspections'],
        summary:
          "One inspection with its items by section, their photos, the vehicle's previous answers and the estimate lines made from them",
        params: inspectionIdParamsSchema,
        response: { 200: inspectionViewSchema, ...errors },
      },
    },
    async (request) => view(request, request.params.id),
  );

  app.patch(
    '/inspections/:id/items/:itemId',
    {
      config: { access: inspectorRoles },
      schema: {
        tags: ['inspections'],
        summary:
          'Save an item’s answer (condition, measurement, text, notes; a field left out keeps its value); 409 once the inspection is completed',
        params: inspectionItemParamsSchema,
        body: inspectionItemAnswerSchema,
        response: { 200: inspectionItemViewSchema, ...errors },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const shopId = request.shopId();
      const { vehicleId } = await answerInspectionItem({
        tx,
        shopId,
        viewer: request.viewer,
        inspectionId: id,
        itemId,
        answer: request.body,
      });
      return getInspectionItemView({ tx, shopId, inspectionId: id, vehicleId, itemId });
    },
  );

  app.post(
    '/inspections/:id/transitions',
    {
      config: { access: inspectorRoles },
      schema: {
        tags: ['inspections'],
        summary:
          'Finish the inspection (complete) or reopen it (the desk; 409 while another inspection of the job order is in progress)',
        params: inspectionIdParamsSchema,
        body: inspectionTransitionSchema,
        response: { 200: inspectionViewSchema, ...errors },
      },
    },
    async (request) => {
      await transitionInspection({
        tx,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        inspectionId: request.params.id,
        action: request.body.action,
      });
      return view(request, request.params.id);
    },
  );

  app.post(
    '/inspections/:id/items/:itemId/estimate-line',
    {
      config: { access: inspectionSenderRoles },
      schema: {
        tags: ['inspections'],
        summary:
          "Add a red or yellow item to the job order's estimate as a line pending the customer's answer, into the job named (jobId) or a new job named after the item; 404 for a job of another job order, 409 for a good item or one already on the estimate",
        params: inspectionItemParamsSchema,
        querystring: inspectionEstimateLineQuerySchema,
        body: jobOrderLineInputSchema,
        response: { 201: inspectionEstimateLineSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const shopId = request.shopId();
      const added = await addInspectionEstimateLine({
        tx,
        events: app.events,
        shopId,
        actor: request.viewer,
        inspectionId: id,
        itemId,
        jobId: request.query.jobId,
        line: request.body,
      });
      const item = await getInspectionItemView({
        tx,
        shopId,
        inspectionId: id,
        vehicleId: added.vehicleId,
        itemId,
      });
      return reply.status(201).send({ lineId: added.lineId, item });
    },
  );

  app.post(
    '/inspections/:id/send',
    {
      config: { access: inspectionSenderRoles },
      schema: {
        tags: ['inspections'],
        summary:
          'Send the completed inspection: e-mails the client (or `to`) a link to the results, earlier links stop working; 409 while it is in progress, 400 without an e-mail address',
        params: inspectionIdParamsSchema,
        body: inspectionSendSchema,
        response: { 202: inspectionSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await sendInspection({
        tx,
        events: app.events,
        mail: { database: app.database, mailer: app.mailer, config: app.config, log: request.log },
        shopId: request.shopId(),
        actor: request.viewer,
        inspectionId: request.params.id,
        input: request.body,
      });
      return reply
        .status(202)
        .send({ to: sent.to, link: inspectionLinkUrl(app.config.appUrl, sent.token) });
    },
  );

  app.get(
    '/vehicles/:id/inspections',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['inspections'],
        summary: "The vehicle's inspections, newest first",
        params: vehicleParams,
        response: { 200: inspectionSummaryListSchema, ...errors },
      },
    },
    async (request) =>
      listVehicleInspections({ tx, shopId: request.shopId(), vehicleId: request.params.id }),
  );

  app.get(
    '/inspection-links/:token',
    {
      config: { access: 'public' },
      preHandler: linkLimit,
      schema: {
        tags: ['public'],
        summary:
          'The inspection a shared link shows: results grouped now / soon / good with photos, and the recommended work; 404 unknown, 410 expired',
        params: inspectionLinkParamsSchema,
        response: { 200: sharedInspectionSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const link = await openInspectionLink({ tx, token });
      reply.header('cache-control', 'private, no-store');
      return inLinkScope(link, () =>
        loadSharedInspection({ tx, ...link, urls: (photoId) => linkPhotoUrls(token, photoId) }),
      );
    },
  );

  app.get(
    '/portal/inspections',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'The inspections your workshops shared with you, newest first',
        response: { 200: ownerInspectionListSchema, ...errors },
      },
    },
    async (request) => listOwnerInspections({ tx, userId: request.viewer.id }),
  );

  app.get(
    '/portal/inspections/:id',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'One inspection of your vehicle that the workshop shared with you',
        params: inspectionIdParamsSchema,
        response: { 200: sharedInspectionSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findInspectionForOwner({
        tx,
        userId: request.viewer.id,
        inspectionId: request.params.id,
      });
      return loadSharedInspection({
        tx,
        ...found,
        urls: (photoId) => portalPhotoUrls(found.inspectionId, photoId),
      });
    },
  );
};
