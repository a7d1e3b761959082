import { purchaseOrderInputSchema, purchaseOrderReceiptSchema } from '@pitstop/domain/inventory';
import {
  createdPurchaseOrdersSchema,
  purchaseOrderLineAddSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderListSchema,
  purchaseOrderSchema,
  purchaseOrdersFromAlertsSchema,
  purchaseOrderTransitionSchema,
} from '@pitstop/domain/inventory-views';
import { mailPreviewSchema, mailRecipientSchema } from '@pitstop/domain/mail-preview';
import { problemSchema } from '@pitstop/domain/problem';
import { rolesWith } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyHeaders, idempotencyOf } from '../../platform/idempotency.ts';
import { addPurchaseOrderLine, createPurchaseOrdersFromAlerts } from './add-to-draft.ts';
import { listPurchaseOrders } from './list-purchase-orders.ts';
import { getPurchaseOrder } from './load-purchase-order.ts';
import { purchaseOrderFilename, renderPurchaseOrderPdf } from './purchase-order-pdf.ts';
import { receivePurchaseOrder } from './receive-purchase-order.ts';
import { createPurchaseOrder, updatePurchaseOrder } from './save-purchase-order.ts';
import { previewPurchaseOrderMail, transitionPurchaseOrder } from './transition-purchase-order.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };
const conflict = { 409: problemSchema };
/** Inventory & purchase orders (DESIGN.md §4): admin and manager write, front desk and mechanics read. */
const readers = rolesWith('inventory', 'read');
const writers = rolesWith('inventory', 'write');
const params = z.object({ id: z.uuid('Not a purchase order id') });

export const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The order as its page shows it, once the change that answers with it has committed. */
  const orderPage = async (shopId: string, id: string) =>
    (await getPurchaseOrder({ tx: app.database.db, shopId, id })).order;

  app.get(
    '/purchase-orders',
    {
      config: { access: readers },
      schema: {
        tags: ['purchasing'],
        summary:
          'Purchase Orders, newest first: the open ones (default) or all, by status or supplier; search by PO number or supplier; keyset pages',
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListSchema, ...errors },
      },
    },
    async (request) =>
      listPurchaseOrders({ tx: app.database.db, shopId: request.shopId(), ...request.query }),
  );

  app.post(
    '/purchase-orders',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary: 'A draft purchase order: supplier, expected date, notes and lines',
        body: purchaseOrderInputSchema,
        response: { 201: purchaseOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      const created = await createPurchaseOrder({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        input: request.body,
        events: app.events,
      });
      return reply.status(201).send(await orderPage(shopId, created.id));
    },
  );

  app.post(
    '/purchase-orders/from-alerts',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary:
          "Low Stock Alerts' Create purchase order: the chosen items on one draft per supplier (its open draft when it has one) at their suggested quantities; 400 naming items without a supplier",
        body: purchaseOrdersFromAlertsSchema,
        response: { 200: createdPurchaseOrdersSchema, ...errors },
      },
    },
    async (request) =>
      createPurchaseOrdersFromAlerts({
        tx: app.database.db,
        shopId: request.shopId(),
        actor: request.viewer,
        itemIds: request.body.itemIds,
        events: app.events,
      }),
  );

  app.post(
    '/purchase-orders/lines',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary:
          "More of an item on its supplier's open draft (added to what it has), or a new draft: a job order's Not enough stock warning",
        body: purchaseOrderLineAddSchema,
        response: { 200: createdPurchaseOrdersSchema, ...errors },
      },
    },
    async (request) =>
      addPurchaseOrderLine({
        tx: app.database.db,
        shopId: request.shopId(),
        actor: request.viewer,
        ...request.body,
        events: app.events,
      }),
  );

  app.get(
    '/purchase-orders/:id',
    {
      config: { access: readers },
      schema: {
        tags: ['purchasing'],
        summary: 'One purchase order with its lines (ordered and received), history and currency',
        params,
        response: { 200: purchaseOrderSchema, ...errors, ...notFound },
      },
    },
    async (request) => orderPage(request.shopId(), request.params.id),
  );

  app.get(
    '/purchase-orders/:id/pdf',
    {
      config: { access: readers },
      schema: {
        tags: ['purchasing'],
        summary: 'The purchase order as the PDF the supplier receives (PO-0007.pdf)',
        produces: ['application/pdf'],
        params,
      },
    },
    async (request, reply) => {
      const loaded = await getPurchaseOrder({
        tx: app.database.db,
        shopId: request.shopId(),
        id: request.params.id,
      });
      const pdf = await renderPurchaseOrderPdf(loaded);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${purchaseOrderFilename(loaded.order)}"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.put(
    '/purchase-orders/:id',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary:
          'Replace a draft (supplier, expected date, notes, lines); 409 once it has been sent',
        params,
        body: purchaseOrderInputSchema,
        response: { 200: purchaseOrderSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const shopId = request.shopId();
      await updatePurchaseOrder({
        tx: app.database.db,
        shopId,
        id: request.params.id,
        input: request.body,
        events: app.events,
      });
      return orderPage(shopId, request.params.id);
    },
  );

  app.get(
    '/purchase-orders/:id/order/preview',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary:
          "The mail Send to supplier would queue now, to the supplier's address (or `to`): subject, text and HTML parts, attachment names; refused as the send refuses (409), 422 without an address (ordered by phone)",
        params,
        querystring: mailRecipientSchema,
        response: {
          200: mailPreviewSchema,
          ...errors,
          ...notFound,
          ...conflict,
          422: problemSchema,
        },
      },
    },
    async (request) =>
      previewPurchaseOrderMail({
        tx: app.database.db,
        shopId: request.shopId(),
        actor: request.viewer,
        id: request.params.id,
        to: request.query.to,
      }),
  );

  app.post(
    '/purchase-orders/:id/transitions',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary:
          'order (Send to supplier: mails the PDF to the supplier or `to`; a supplier without e-mail is ordered by phone), close (a partly received order, with a reason) or cancel (a draft or an order, with a reason); 409 when the status does not allow it',
        params,
        body: purchaseOrderTransitionSchema,
        response: { 200: purchaseOrderSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const shopId = request.shopId();
      await transitionPurchaseOrder({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        id: request.params.id,
        action: request.body.action,
        reason: request.body.reason,
        to: request.body.to,
        events: app.events,
      });
      return orderPage(shopId, request.params.id);
    },
  );

  app.post(
    '/purchase-orders/:id/receipts',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary:
          'Record a delivery: the quantity received per line (never more than is still to come), each a receipt movement at the unit cost paid; the order becomes partially received or received',
        params,
        headers: idempotencyKeyHeaders(
          'the order as the first receipt left it, receiving nothing more',
        ),
        body: purchaseOrderReceiptSchema,
        response: {
          200: purchaseOrderSchema,
          ...errors,
          ...notFound,
          ...conflict,
          422: problemSchema,
        },
      },
    },
    async (request) => {
      const shopId = request.shopId();
      const { id } = request.params;
      await receivePurchaseOrder({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        id,
        input: request.body,
        idempotency: idempotencyOf(
          request.headers['idempotency-key'],
          `POST /purchase-orders/${id}/receipts`,
          request.body,
        ),
        events: app.events,
      });
      return orderPage(shopId, id);
    },
  );
};
