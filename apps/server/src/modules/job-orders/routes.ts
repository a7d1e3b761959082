import { jobOrderBoardQuerySchema, jobOrderBoardSchema } from '@pitstop/domain/job-order-board';
import {
  jobOrderDetailSchema,
  jobOrderIdParamsSchema,
  jobOrderJobInputSchema,
  jobOrderJobParamsSchema,
  jobOrderJobPatchSchema,
  jobOrderLineParamsSchema,
  jobOrderLinePatchSchema,
  jobOrderListQuerySchema,
  jobOrderListSchema,
  jobOrderUpdateSchema,
  lineAnswerSchema,
} from '@pitstop/domain/job-order-views';
import {
  jobOrderCreateSchema,
  jobOrderLineInputSchema,
  jobOrderTransitionSchema,
} from '@pitstop/domain/job-orders';
import { problemSchema } from '@pitstop/domain/problem';
import { type Role, staffRoles } from '@pitstop/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { addCannedJobLines, addDeclinedWorkLine, addJobOrderLine } from './add-job-order-lines.ts';
import { answerJobOrderLine } from './answer-job-order-line.ts';
import { removeJobOrderLine, updateJobOrderLine } from './change-job-order-line.ts';
import { createJobOrder } from './create-job-order.ts';
import { getJobOrder } from './get-job-order.ts';
import { getJobOrderBoard } from './get-job-order-board.ts';
import { addJob, removeJob, updateJob } from './job-order-jobs.ts';
import { listJobOrders } from './list-job-orders.ts';
import { transitionJobOrder } from './transition-job-order.ts';
import { updateJobOrder } from './update-job-order.ts';

/** Every staff role reads job orders (DESIGN.md §4); a mechanic only the jobs assigned to them. */
const readers = staffRoles;
/** The desk writes job orders; a mechanic writes their own jobs (checked per job). */
const workers: Role[] = ['admin', 'front_desk', 'mechanic'];
/** Only the desk opens job orders. */
const desk: Role[] = ['admin', 'front_desk'];

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };
const conflict = { 409: problemSchema };

const cannedJobParamsSchema = jobOrderIdParamsSchema.extend({
  cannedJobId: z.uuid('Not a canned job id'),
});
const declinedWorkParamsSchema = jobOrderIdParamsSchema.extend({
  declinedWorkId: z.uuid('Not a declined work id'),
});

export const jobOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The job order as its screen shows it to the caller. */
  const detail = (request: FastifyRequest, id: string) =>
    getJobOrder({ tx: app.database.db, shopId: request.shopId(), viewer: request.viewer, id });

  app.get(
    '/job-orders',
    {
      config: { access: readers },
      schema: {
        tags: ['job-orders'],
        summary:
          'Job Order List (all, newest first), Pending (open, oldest first) or Completed: search by number, client, plate or VIN; filters by status, mechanic, sold service, canned job and local dates; sorts; keyset pages',
        querystring: jobOrderListQuerySchema,
        response: { 200: jobOrderListSchema, ...errors },
      },
    },
    async (request) =>
      listJobOrders({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        ...request.query,
      }),
  );

  app.get(
    '/job-orders/board',
    {
      config: { access: readers },
      schema: {
        tags: ['job-orders'],
        summary:
          "The shop board: every open job order (or one mechanic's, or the unassigned ones) with its vehicle, client, mechanic, promised time, late flag, inspection colours and unread customer answers; every staff member sees the whole board",
        querystring: jobOrderBoardQuerySchema,
        response: { 200: jobOrderBoardSchema, ...errors },
      },
    },
    async (request) =>
      getJobOrderBoard({
        tx: app.database.db,
        shopId: request.shopId(),
        mechanicId: request.query.mechanicId,
      }),
  );

  app.post(
    '/job-orders',
    {
      config: { access: desk },
      schema: {
        tags: ['job-orders'],
        summary:
          "A walk-in job order: the client's vehicle, mileage in, the concern, the promised time and a mechanic; opens as an estimate. 422 when mileage in is below the vehicle's last recorded mileage or the promised time has passed",
        body: jobOrderCreateSchema,
        response: { 201: jobOrderDetailSchema, ...errors, 422: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await createJobOrder({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        input: request.body,
      });
      return reply.status(201).send(await detail(request, created.id));
    },
  );

  app.get(
    '/job-orders/:id',
    {
      config: { access: readers },
      schema: {
        tags: ['job-orders'],
        summary:
          'One job order with its lines, totals, latest estimate, clocked time, declined work offered again and history',
        params: jobOrderIdParamsSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound },
      },
    },
    async (request) =>
      getJobOrder({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
      }),
  );

  app.patch(
    '/job-orders/:id',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary:
          'Change the concern, mileage in, promised time, mechanic or notes (a mechanic: the notes of their jobs); 409 once completed or cancelled',
        params: jobOrderIdParamsSchema,
        body: jobOrderUpdateSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateJobOrder({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        input: request.body,
      });
      return detail(request, id);
    },
  );

  app.post(
    '/job-orders/:id/jobs',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary:
          'Add a job: one customer concern (its name and complaint, and the cause and correction once known), empty at the end',
        params: jobOrderIdParamsSchema,
        body: jobOrderJobInputSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id } = request.params;
      await addJob({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        job: request.body,
      });
      return detail(request, id);
    },
  );

  app.patch(
    '/job-orders/:id/jobs/:jobId',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary: "Change a job's name, complaint, cause or correction; fields left out stay",
        params: jobOrderJobParamsSchema,
        body: jobOrderJobPatchSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id, jobId } = request.params;
      await updateJob({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        jobId,
        changes: request.body,
      });
      return detail(request, id);
    },
  );

  app.delete(
    '/job-orders/:id/jobs/:jobId',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary:
          "Remove an empty job (409 while it has lines, or when it is the job order's only one)",
        params: jobOrderJobParamsSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id, jobId } = request.params;
      await removeJob({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        jobId,
      });
      return detail(request, id);
    },
  );

  app.post(
    '/job-orders/:id/jobs/:jobId/lines',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary:
          "Add a labor, part, fee or discount line to a job (pending the customer's answer); prices as for …/lines",
        params: jobOrderJobParamsSchema,
        body: jobOrderLineInputSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id, jobId } = request.params;
      await addJobOrderLine({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        jobId,
        line: request.body,
      });
      return detail(request, id);
    },
  );

  app.post(
    '/job-orders/:id/lines',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary:
          "Add a labor, part, fee or discount line to the last job (pending the customer's answer); prices are the desk's unless the shop lets mechanics edit them",
        params: jobOrderIdParamsSchema,
        body: jobOrderLineInputSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id } = request.params;
      await addJobOrderLine({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        line: request.body,
      });
      return detail(request, id);
    },
  );

  app.post(
    '/job-orders/:id/lines/:lineId/answer',
    {
      config: { access: desk },
      schema: {
        tags: ['job-orders'],
        summary:
          "The desk answers one line for the customer (approved or declined, given by phone or at the counter); a declined line's work stays on the vehicle as declined work; 409 for a discount or invoiced work",
        params: jobOrderLineParamsSchema,
        body: lineAnswerSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id, lineId } = request.params;
      await answerJobOrderLine({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        lineId,
        approval: request.body.approval,
      });
      return detail(request, id);
    },
  );

  app.patch(
    '/job-orders/:id/lines/:lineId',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary:
          'Replace a line (back to pending; prices as for adding), move it to another job, or mark its work done (a mechanic on their job too)',
        params: jobOrderLineParamsSchema,
        body: jobOrderLinePatchSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id, lineId } = request.params;
      await updateJobOrderLine({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        lineId,
        line: request.body.line,
        jobId: request.body.jobId,
        done: request.body.done,
      });
      return detail(request, id);
    },
  );

  app.delete(
    '/job-orders/:id/lines/:lineId',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary: 'Remove a line (prices as for adding); declined work it offered is open again',
        params: jobOrderLineParamsSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id, lineId } = request.params;
      await removeJobOrderLine({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        lineId,
      });
      return detail(request, id);
    },
  );

  app.post(
    '/job-orders/:id/canned-jobs/:cannedJobId',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary:
          "Add a canned job as a new job: its lines at their saved prices, pending the customer's answer",
        params: cannedJobParamsSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id, cannedJobId } = request.params;
      await addCannedJobLines({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        cannedJobId,
      });
      return detail(request, id);
    },
  );

  app.post(
    '/job-orders/:id/declined-work/:declinedWorkId',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary:
          'Add again work the customer declined on an earlier job order of the same vehicle; the declined work is accepted',
        params: declinedWorkParamsSchema,
        response: { 200: jobOrderDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const { id, declinedWorkId } = request.params;
      await addDeclinedWorkLine({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        declinedWorkId,
      });
      return detail(request, id);
    },
  );

  app.post(
    '/job-orders/:id/transitions',
    {
      config: { access: workers },
      schema: {
        tags: ['job-orders'],
        summary:
          'Record approval, start work, wait for parts, resume, mark ready, complete (mileage out; needs the issued invoice, paid unless the shop allows unpaid pickup) or cancel (with a reason); 409 when the status or the invoice does not allow it. Estimates are sent with POST /job-orders/{id}/estimate',
        params: jobOrderIdParamsSchema,
        body: jobOrderTransitionSchema,
        response: {
          200: jobOrderDetailSchema,
          ...errors,
          ...notFound,
          409: problemSchema.extend({
            invoiceId: z
              .uuid()
              .nullable()
              .optional()
              .describe(
                'Complete refused for the invoice (pickup_needs_invoice, pickup_needs_payment): the live invoice, null when there is none',
              ),
          }),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { action, reason, mileageOut } = request.body;
      if (action === 'send_estimate') {
        throw AppError.badRequest('Send the estimate with POST /job-orders/{id}/estimate.', [
          { path: 'body.action', message: 'Send the estimate with POST /job-orders/{id}/estimate' },
        ]);
      }
      await transitionJobOrder({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        actor: request.viewer,
        id,
        action,
        reason,
        mileageOut,
      });
      return detail(request, id);
    },
  );
};
