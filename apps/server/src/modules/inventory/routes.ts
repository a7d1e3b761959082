import {
  inventoryItemCreateSchema,
  inventoryItemUpdateSchema,
  manualMovementSchema,
} from '@pitstop/domain/inventory';
import {
  inventoryCategoriesSchema,
  inventoryImportPreviewSchema,
  inventoryImportResultSchema,
  inventoryImportSchema,
  inventoryItemExportQuerySchema,
  inventoryItemListQuerySchema,
  inventoryItemListSchema,
  inventoryItemSchema,
  inventorySummarySchema,
  ledgerCheckSchema,
  stockMovementListQuerySchema,
  stockMovementListSchema,
  stockMovementResultSchema,
} from '@pitstop/domain/inventory-views';
import { problemSchema } from '@pitstop/domain/problem';
import { rolesWith } from '@pitstop/domain/roles';
import { type FastifyPluginAsyncZod, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../platform/csv-download.ts';
import { idempotencyKeyHeaders } from '../../platform/idempotency.ts';
import { exportInventoryItems } from './export-inventory-items.ts';
import { getInventorySummary, listInventoryCategories } from './get-inventory-summary.ts';
import { importInventoryItems, previewInventoryImport } from './import-inventory-items.ts';
import { getInventoryItem } from './item-query.ts';
import { listInventoryItems } from './list-inventory-items.ts';
import { recordManualMovement } from './record-manual-movement.ts';
import { createInventoryItem, updateInventoryItem } from './save-inventory-item.ts';
import { findLedgerMismatches } from './stock-ledger.ts';
import { getStockMovement, listStockMovements } from './stock-movements.ts';

/** Every staff role reads the inventory; admins and managers change it (DESIGN.md §4). */
const readers = rolesWith('inventory', 'read');
const writers = rolesWith('inventory', 'write');

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };
const conflict = { 409: problemSchema };
const params = z.object({ id: z.uuid('Not an inventory item id') });
/** A CSV file of up to 5 MB, as JSON text (quotes and line breaks escaped take more room). */
const importBodyLimit = 12 * 1024 * 1024;

/**
 * The import preview's answer (10,000 rows at most) checked with zod's compiled `parse` rather
 * than the default `encode` (~60 ms of blocked event loop for a full file, against ~1 ms): its
 * schemas are plain data, no codecs, so both check the same.
 */
const parsingSerializer =
  ({ schema, method, url }: { schema: unknown; method: string; url: string }) =>
  (data: unknown) => {
    const checked = (schema as z.ZodType).safeParse(data);
    if (!checked.success)
      throw new ResponseSerializationError(method, url, { cause: checked.error });
    return JSON.stringify(checked.data);
  };

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inventory/items',
    {
      config: { access: readers },
      schema: {
        tags: ['inventory'],
        summary:
          'Inventory Overview: search by SKU, name, brand, part number or barcode (an exact SKU or barcode first); filters by category, supplier, low stock and status; sorts; keyset pages',
        querystring: inventoryItemListQuerySchema,
        response: { 200: inventoryItemListSchema, ...errors },
      },
    },
    async (request) =>
      listInventoryItems({ tx: app.database.db, shopId: request.shopId(), ...request.query }),
  );

  app.get(
    '/inventory/summary',
    {
      config: { access: readers },
      schema: {
        tags: ['inventory'],
        summary:
          'The figures above the overview: active items, their stock value at cost, how many are low; the currency and the negative-stock setting',
        response: { 200: inventorySummarySchema, ...errors },
      },
    },
    async (request) => getInventorySummary({ tx: app.database.db, shopId: request.shopId() }),
  );

  app.get(
    '/inventory/categories',
    {
      config: { access: readers },
      schema: {
        tags: ['inventory'],
        summary: 'The categories your items use, alphabetically',
        response: { 200: inventoryCategoriesSchema, ...errors },
      },
    },
    async (request) => listInventoryCategories({ tx: app.database.db, shopId: request.shopId() }),
  );

  app.get(
    '/inventory/items/export',
    {
      config: { access: readers },
      schema: {
        tags: ['inventory'],
        summary:
          'Every item matching the overview’s search and filters as a CSV file (inventory.csv), in the import’s columns',
        produces: ['text/csv'],
        querystring: inventoryItemExportQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = exportInventoryItems({
        tx: app.database.db,
        shopId: request.shopId(),
        ...request.query,
      });
      return sendCsvDownload(request, reply, 'inventory.csv', csv);
    },
  );

  app.post(
    '/inventory/items/import/preview',
    {
      config: { access: writers },
      bodyLimit: importBodyLimit,
      serializerCompiler: parsingSerializer,
      schema: {
        tags: ['inventory'],
        summary:
          'What importing a CSV file would do, row by row (create or update by SKU), with errors by line and column; nothing is written',
        body: inventoryImportSchema,
        response: { 200: inventoryImportPreviewSchema, ...errors },
      },
    },
    async (request) =>
      previewInventoryImport({
        tx: app.database.db,
        shopId: request.shopId(),
        csv: request.body.csv,
      }),
  );

  app.post(
    '/inventory/items/import',
    {
      config: { access: writers },
      bodyLimit: importBodyLimit,
      schema: {
        tags: ['inventory'],
        summary:
          'Import a CSV file: every row or none (400 with the errors by line and column); new items get their opening quantity through the ledger, updates never change stock',
        body: inventoryImportSchema,
        response: { 200: inventoryImportResultSchema, ...errors, ...conflict },
      },
    },
    async (request) =>
      importInventoryItems({
        tx: app.database.db,
        shopId: request.shopId(),
        actor: request.viewer,
        csv: request.body.csv,
        events: app.events,
      }),
  );

  app.get(
    '/inventory/items/:id',
    {
      config: { access: readers },
      schema: {
        tags: ['inventory'],
        summary: 'One item: its figures, pricing, and what open purchase orders will bring',
        params,
        response: { 200: inventoryItemSchema, ...errors, ...notFound },
      },
    },
    async (request) =>
      getInventoryItem({ tx: app.database.db, shopId: request.shopId(), id: request.params.id }),
  );

  app.post(
    '/inventory/items',
    {
      config: { access: writers },
      schema: {
        tags: ['inventory'],
        summary:
          'Add an item; an opening quantity is received at its cost. 409 when the SKU is taken',
        body: inventoryItemCreateSchema,
        response: { 201: inventoryItemSchema, ...errors, ...conflict },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      const created = await createInventoryItem({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        input: request.body,
        events: app.events,
      });
      const item = await getInventoryItem({ tx: app.database.db, shopId, id: created.id });
      return reply.status(201).send(item);
    },
  );

  app.put(
    '/inventory/items/:id',
    {
      config: { access: writers },
      schema: {
        tags: ['inventory'],
        summary:
          'Replace an item’s details (not its stock: movements change that); active=false deactivates it, true reactivates it. 409 when the SKU is taken',
        params,
        body: inventoryItemUpdateSchema,
        response: { 200: inventoryItemSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request) => {
      const shopId = request.shopId();
      const { id } = request.params;
      await updateInventoryItem({
        tx: app.database.db,
        shopId,
        id,
        input: request.body,
        events: app.events,
      });
      return getInventoryItem({ tx: app.database.db, shopId, id });
    },
  );

  app.post(
    '/inventory/items/:id/movements',
    {
      config: { access: writers },
      schema: {
        tags: ['inventory'],
        summary:
          'Move stock by hand: a receipt (its unit cost averages the cost), a consumption, a return (to stock or to the supplier) or an adjustment (a count records the difference from on hand, a zero change when it agrees; damage, loss, found). 409 when there is not enough stock and the shop does not allow negative stock',
        params,
        headers: idempotencyKeyHeaders('the movement already recorded'),
        body: manualMovementSchema,
        response: {
          201: stockMovementResultSchema,
          ...errors,
          ...notFound,
          ...conflict,
          422: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      const { id } = request.params;
      const { movementId, replayed } = await recordManualMovement({
        tx: app.database.db,
        shopId,
        itemId: id,
        actor: request.viewer,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        events: app.events,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      const [movement, item] = await Promise.all([
        getStockMovement({ tx: app.database.db, shopId, id: movementId }),
        getInventoryItem({ tx: app.database.db, shopId, id }),
      ]);
      return reply.status(201).send({ movement, item });
    },
  );

  app.get(
    '/inventory/items/:id/movements',
    {
      config: { access: readers },
      schema: {
        tags: ['inventory'],
        summary:
          'An item’s stock ledger, newest first: who, when, why, from which job order or purchase order; keyset pages',
        params,
        querystring: stockMovementListQuerySchema,
        response: { 200: stockMovementListSchema, ...errors, ...notFound },
      },
    },
    async (request) =>
      listStockMovements({
        tx: app.database.db,
        shopId: request.shopId(),
        itemId: request.params.id,
        ...request.query,
      }),
  );

  app.get(
    '/inventory/ledger-check',
    {
      config: { access: writers },
      schema: {
        tags: ['inventory'],
        summary:
          'The ledger check: items whose on-hand or reserved figures differ from the sums of their movements (none, unless something wrote around the ledger)',
        response: { 200: ledgerCheckSchema, ...errors },
      },
    },
    async (request) => findLedgerMismatches({ tx: app.database.db, shopId: request.shopId() }),
  );
};
