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
import { problemSchema } from '@pitstop/domain/problem';
import { rolesWith } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyHeaders, idempotencyOf } from '../../platform/idempotency.ts';
import { publishInventoryChanged } from '../../platform/inventory/stock-ledger.ts';
import { loadPurchaseOrder } from '../../platform/purchasing/load-purchase-order.ts';
import { publishPurchaseOrderChanged } from '../../platform/purchasing/purchase-order-events.ts';
import { purchaseOrderNotFound } from '../../platform/purchasing/purchase-order-lines.ts';
import {
  purchaseOrderFilename,
  renderPurchaseOrderPdf,
} from '../../platform/purchasing/purchase-order-pdf.ts';
import { addPurchaseOrderLine, createPurchaseOrdersFromAlerts } from './add-to-draft.ts';
import { listPurchaseOrders } from './list-purchase-orders.ts';
import { receivePurchaseOrder } from './receive-purchase-order.ts';
import { createPurchaseOrder, updatePurchaseOrder } from './save-purchase-order.ts';
import { transitionPurchaseOrder } from './transition-purchase-order.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };
const conflict = { 409: problemSchema };
/** Inventory & purchasing (DESIGN.md §4): admin and manager write, front desk and mechanics read. */
const readers = rolesWith('inventory', 'read');
const writers = rolesWith('inventory', 'write');
const params = z.object({ id: z.uuid('Not a purchase order id') });

export const purchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The order as its page shows it, after telling open screens it changed. */
  const changed = async (
    shopId: string,
    id: string,
    itemIds: readonly string[],
  ): Promise<z.infer<typeof purchaseOrderSchema>> => {
    await publishPurchaseOrderChanged(app.events, {
      shopId,
      purchaseOrderIds: [id],
      itemIds,
    }).catch((error: unknown) =>
      app.log.warn({ err: error, shopId }, 'inventory.changed not published'),
    );
    const loaded = await loadPurchaseOrder({ tx: app.database.db, shopId, id });
    if (!loaded) throw purchaseOrderNotFound();
    return loaded.order;
  };

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
      });
      return reply.status(201).send(await changed(shopId, created.id, created.itemIds));
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
    async (request) => {
      const shopId = request.shopId();
      const { itemIds, ...created } = await createPurchaseOrdersFromAlerts({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        itemIds: request.body.itemIds,
      });
      await publishPurchaseOrderChanged(app.events, {
        shopId,
        purchaseOrderIds: created.purchaseOrders.map((order) => order.id),
        itemIds,
      }).catch((error: unknown) =>
        request.log.warn({ err: error }, 'inventory.changed not published'),
      );
      return created;
    },
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
    async (request) => {
      const shopId = request.shopId();
      const created = await addPurchaseOrderLine({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        ...request.body,
      });
      await publishPurchaseOrderChanged(app.events, {
        shopId,
        purchaseOrderIds: created.purchaseOrders.map((order) => order.id),
        itemIds: [request.body.itemId],
      }).catch((error: unknown) =>
        request.log.warn({ err: error }, 'inventory.changed not published'),
      );
      return created;
    },
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
    async (request) => {
      const loaded = await loadPurchaseOrder({
        tx: app.database.db,
        shopId: request.shopId(),
        id: request.params.id,
      });
      if (!loaded) throw purchaseOrderNotFound();
      return loaded.order;
    },
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
      const loaded = await loadPurchaseOrder({
        tx: app.database.db,
        shopId: request.shopId(),
        id: request.params.id,
      });
      if (!loaded) throw purchaseOrderNotFound();
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
      const { itemIds } = await updatePurchaseOrder({
        tx: app.database.db,
        shopId,
        id: request.params.id,
        input: request.body,
      });
      return changed(shopId, request.params.id, itemIds);
    },
  );

  app.post(
    '/purchase-orders/:id/transitions',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary:
          'order (Send to supplier: mails the PDF; a supplier without e-mail is ordered by phone), close (a partly received order, with a reason) or cancel (a draft or an order, with a reason); 409 when the status does not allow it',
        params,
        body: purchaseOrderTransitionSchema,
        response: { 200: purchaseOrderSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const shopId = request.shopId();
      const { itemIds } = await transitionPurchaseOrder({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        id: request.params.id,
        action: request.body.action,
        reason: request.body.reason,
      });
      return changed(shopId, request.params.id, itemIds);
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
      const received = await receivePurchaseOrder({
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
      });
      if (received.stockMoved) {
        await publishInventoryChanged(app.events, { shopId, itemIds: received.itemIds }).catch(
          (error: unknown) => request.log.warn({ err: error }, 'inventory.changed not published'),
        );
      }
      const loaded = await loadPurchaseOrder({ tx: app.database.db, shopId, id });
      if (!loaded) throw purchaseOrderNotFound();
      return loaded.order;
    },
  );
};
