import {
  estimateAnswerSchema,
  estimateLinkParamsSchema,
  estimateViewSchema,
  jobOrderEstimateSchema,
  jobOrderIdParamsSchema,
} from '@pitstop/domain/job-order-views';
import { mailPreviewSchema, mailRecipientSchema } from '@pitstop/domain/mail-preview';
import { problemSchema } from '@pitstop/domain/problem';
import { carOwnerRoles, type Role } from '@pitstop/domain/roles';
import { displayName } from '@pitstop/domain/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { inLinkScope } from '../../platform/link-tokens.ts';
import { pdfQuery, sendPdf } from '../../platform/pdf/pdf-reply.ts';
import { linkRateLimit } from '../../plugins/rate-limits.ts';
import { answerEstimate } from './answer-estimate.ts';
import { estimateFilename, renderEstimatePdf } from './estimate-pdf.ts';
import { findOwnerEstimate } from './find-owner-estimate.ts';
import { currentEstimateView, getEstimateView, withInspection } from './load-estimate.ts';
import { openEstimateLink } from './open-estimate-link.ts';
import { previewEstimateMail, sendEstimate } from './send-estimate.ts';

/** Only the desk sends estimates (jobOrderMachine's send_estimate). */
const senders: Role[] = ['admin', 'front_desk'];

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
  409: problemSchema,
  410: problemSchema,
  429: problemSchema,
};

/**
 * Estimates approved by the customer: staff send one (mailed link), the customer answers it from
 * the link with no sign-in, or from the car-owner area with their account.
 */
export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tx = app.database.db;

  const linkLimit = linkRateLimit(app, 'estimate-link');

  app.post(
    '/job-orders/:id/estimate',
    {
      config: { access: senders },
      // The body is optional (none: the client's address), but one that is sent is an object:
      // Fastify validates a missing body as null, so a JSON null is told apart here.
      preValidation: async (request) => {
        if (request.body === null) {
          throw AppError.badRequest('body: Invalid input: expected object, received null', [
            { path: 'body', message: 'Invalid input: expected object, received null' },
          ]);
        }
      },
      schema: {
        tags: ['job-orders'],
        summary:
          'Send the estimate: e-mails the client (or `to`) a 14-day link to approve or decline each pending line (earlier links stop working); 409 without lines or without an e-mail address',
        params: jobOrderIdParamsSchema,
        body: mailRecipientSchema.nullish(),
        response: { 201: jobOrderEstimateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await sendEstimate({
        tx,
        events: app.events,
        mail: { database: app.database, mailer: app.mailer, config: app.config, log: request.log },
        shopId: request.shopId(),
        actor: request.viewer,
        jobOrderId: request.params.id,
        to: request.body?.to,
      });
      return reply.status(201).send(sent.estimate);
    },
  );

  app.get(
    '/job-orders/:id/estimate/preview',
    {
      config: { access: senders },
      schema: {
        tags: ['job-orders'],
        summary:
          "The mail Send estimate would queue now, to the client's address (or `to`): subject, text and HTML parts (the link's token is made by the send); refused as the send refuses (409)",
        params: jobOrderIdParamsSchema,
        querystring: mailRecipientSchema,
        response: { 200: mailPreviewSchema, ...errors },
      },
    },
    async (request) =>
      previewEstimateMail({
        tx,
        shopId: request.shopId(),
        appUrl: app.config.appUrl,
        jobOrderId: request.params.id,
        to: request.query.to,
      }),
  );

  app.get(
    '/job-orders/:id/estimate/pdf',
    {
      config: { access: senders },
      schema: {
        tags: ['job-orders'],
        summary:
          'The estimate of the job order as it stands, as a PDF ("Estimate JO-0042.pdf"), for the desk to print or hand over: job by job, the totals with tax, what was found good',
        produces: ['application/pdf'],
        params: jobOrderIdParamsSchema,
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const view = await currentEstimateView({
        tx,
        shopId: request.shopId(),
        jobOrderId: request.params.id,
      });
      const pdf = await renderEstimatePdf(view);
      return sendPdf(reply, pdf, estimateFilename(view), request.query.download === '1');
    },
  );

  app.get(
    '/estimate-links/:token',
    {
      config: { access: 'public' },
      preHandler: linkLimit,
      schema: {
        tags: ['public'],
        summary:
          'The estimate an e-mailed link shows: shop, vehicle, lines with prices and totals; state open, answered or outdated; 404 unknown, 410 expired',
        params: estimateLinkParamsSchema,
        response: { 200: estimateViewSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const link = await openEstimateLink({ tx, token });
      reply.header('cache-control', 'private, no-store');
      return inLinkScope(link, () =>
        getEstimateView({ tx, ...link, reader: { estimateLinkToken: token } }),
      );
    },
  );

  app.get(
    '/estimate-links/:token/pdf',
    {
      config: { access: 'public' },
      preHandler: linkLimit,
      schema: {
        tags: ['public'],
        summary:
          'The estimate as a PDF ("Estimate JO-0042.pdf"): the work needed now, soon, then the rest, the totals with tax, what was found good; 404 unknown, 410 expired',
        produces: ['application/pdf'],
        params: estimateLinkParamsSchema,
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const link = await openEstimateLink({ tx, token });
      const view = await inLinkScope(link, () =>
        getEstimateView({ tx, ...link, reader: { estimateLinkToken: token } }),
      );
      const pdf = await renderEstimatePdf(view);
      return sendPdf(reply, pdf, estimateFilename(view), request.query.download === '1');
    },
  );

  app.post(
    '/estimate-links/:token/answer',
    {
      config: { access: 'public' },
      preHandler: linkLimit,
      schema: {
        tags: ['public'],
        summary:
          'Answer the estimate: approve or decline every pending line and type your full name; 409 when it was already answered or has changed since it was sent',
        params: estimateLinkParamsSchema,
        body: estimateAnswerSchema,
        response: { 200: estimateViewSchema, ...linkErrors },
      },
    },
    async (request) => {
      const link = await openEstimateLink({ tx, token: request.params.token });
      return inLinkScope(link, async () => {
        const view = await answerEstimate({
          tx,
          events: app.events,
          shopId: link.shopId,
          estimateId: link.estimateId,
          input: request.body,
          via: 'link',
          actorName: request.body.signedName,
        });
        return withInspection(tx, link.shopId, view, { estimateLinkToken: request.params.token });
      });
    },
  );

  app.get(
    '/portal/job-orders/:id/estimate',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['portal'],
        summary: 'The newest estimate of one of your job orders, with its state',
        params: jobOrderIdParamsSchema,
        response: { 200: estimateViewSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findOwnerEstimate({
        tx,
        userId: request.viewer.id,
        jobOrderId: request.params.id,
      });
      return getEstimateView({ tx, ...found, reader: 'portal' });
    },
  );

  app.get(
    '/portal/job-orders/:id/estimate/pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['portal'],
        summary: 'The newest estimate of one of your job orders as a PDF ("Estimate JO-0042.pdf")',
        produces: ['application/pdf'],
        params: jobOrderIdParamsSchema,
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const found = await findOwnerEstimate({
        tx,
        userId: request.viewer.id,
        jobOrderId: request.params.id,
      });
      const view = await getEstimateView({ tx, ...found, reader: 'portal' });
      const pdf = await renderEstimatePdf(view);
      return sendPdf(reply, pdf, estimateFilename(view), request.query.download === '1');
    },
  );

  app.post(
    '/portal/job-orders/:id/estimate/answer',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary:
          'Answer the newest estimate of your job order: approve or decline every pending line and type your full name',
        params: jobOrderIdParamsSchema,
        body: estimateAnswerSchema,
        response: { 200: estimateViewSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findOwnerEstimate({
        tx,
        userId: request.viewer.id,
        jobOrderId: request.params.id,
      });
      const view = await answerEstimate({
        tx,
        events: app.events,
        ...found,
        input: request.body,
        via: 'portal',
        actorName: displayName(request.viewer),
      });
      return withInspection(tx, found.shopId, view, 'portal');
    },
  );
};
