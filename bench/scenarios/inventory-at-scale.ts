import { compareQuantities } from '@pitstop/domain/inventory';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listInventoryItems } from '../../apps/server/src/modules/inventory/list-inventory-items.ts';
import { itemAlias, lowStockCondition } from '../../apps/server/src/modules/inventory/public.ts';
import { createAdminWithShop } from '../lib/api-session.ts';
import { captureQueries } from '../lib/capture-sql.ts';
import { generateInventory, type InventorySize } from '../lib/generate-inventory.ts';
import type { Execute } from '../lib/generate-shop.ts';
import { summarise, timeCalls, timeGets } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

const SIZE: InventorySize = { suppliers: 20, items: 50_000, movementsPerItem: 60 };
const REQUESTS = 500;
/** Untimed requests first, so V8 has compiled the request path (see clients-at-scale). */
const WARMUP = 1_500;
const PAGE = 25;
/** Consumptions of one unit sent at once, of an item with fewer units than that on hand. */
const CONSUMPTIONS = 50;
const IN_STOCK = 37;

type Context = {
  record: Recorder;
  server: RunningServer;
  headers: Record<string, string>;
  client: pg.Client;
  databaseUrl: string;
  shopId: string;
};

/** One overview request through the API against the same query replayed in SQL. */
async function measureList(
  { record, server, headers, client, databaseUrl, shopId }: Context,
  label: string,
  query: { search?: string; lowStock?: 'true' },
) {
  const params = new URLSearchParams({ limit: String(PAGE), ...query });
  const url = `${server.url}/api/v1/inventory/items?${params}`;
  const first = await fetch(url, { headers });
  const body = (await first.json()) as { items?: unknown[] };
  if (!first.ok || !body.items?.length) {
    throw new Error(`${label} answered ${first.status} with ${body.items?.length ?? 0} items`);
  }
  const queries = await captureQueries(databaseUrl, (db) =>
    listInventoryItems({ tx: db as never, shopId, status: 'active', ...query, limit: PAGE }),
  );
  const direct = summarise(
    await timeCalls(async () => {
      for (const statement of queries) await client.query(statement.text, statement.params);
    }, REQUESTS),
  );
  // The server names each query shape (ADR 011), so after five runs PostgreSQL may plan it once
  // for any search term: the same SQL as named statements shows what that plan costs.
  const named = queries.map((statement, index) => ({
    name: `bench-${label.replace(/\W+/g, '-')}-${index}`,
    text: statement.text,
    values: statement.params,
  }));
  const prepared = summarise(
    await timeCalls(async () => {
      for (const statement of named) await client.query(statement);
    }, REQUESTS),
  );
  const api = summarise(await timeGets(url, headers, REQUESTS, WARMUP));
  record.measure(
    `direct SQL ${label} p95`,
    direct.p95,
    'ms',
    undefined,
    `p50 ${direct.p50.toFixed(2)} ms`,
  );
  record.measure(
    `direct SQL ${label}, prepared as the server sends it, p95`,
    prepared.p95,
    'ms',
    undefined,
    `p50 ${prepared.p50.toFixed(2)} ms`,
  );
  record.measure(
    `GET /inventory/items ${label} p95 vs 1.5× SQL + 2 ms`,
    api.p95,
    'ms',
    { op: '<=', value: 1.5 * direct.p95 + 2 },
    `${body.items.length} rows; p50 ${api.p50.toFixed(2)} ms`,
  );
}

/**
 * The Low Stock badge (sidebar counts): the shop's active items at or below their reorder point,
 * spelled by lowStockCondition, so PostgreSQL counts inside inventory_items_low_stock_idx.
 */
async function measureLowStockCount({ record, client, shopId }: Context) {
  const query = new PgDialect().sqlToQuery(
    sql`select count(*)::int as low from inventory_items i
      where i.shop_id = ${shopId} and ${lowStockCondition(itemAlias)}`,
  );
  const { rows } = await client.query(query.sql, query.params);
  const low = (rows[0] as { low: number }).low;
  const plan = await client.query(`explain ${query.sql}`, query.params);
  const usesIndex = plan.rows.some((row: Record<string, string>) =>
    row['QUERY PLAN']?.includes('inventory_items_low_stock_idx'),
  );
  const direct = summarise(
    await timeCalls(async () => {
      await client.query(query.sql, query.params);
    }, REQUESTS),
  );
  record.measure(
    'Low Stock badge count SQL p95',
    direct.p95,
    'ms',
    { op: '<=', value: 2 },
    `${low.toLocaleString('en-US')} low items; ${usesIndex ? 'reads inventory_items_low_stock_idx' : 'does NOT read inventory_items_low_stock_idx'}`,
  );
}

/**
 * 50 consumptions of one unit each sent at once, of an item with 37 on hand: the ledger's row
 * lock queues them, 37 go through, the rest are refused with the clean 409, and on hand ends at
 * exactly zero with the ledger agreeing.
 */
async function measureConcurrentConsumptions({ record, server, headers, client, shopId }: Context) {
  const write = { ...headers, 'content-type': 'application/json' };
  const created = await fetch(`${server.url}/api/v1/inventory/items`, {
    method: 'POST',
    headers: write,
    body: JSON.stringify({
      sku: 'BENCH-LAST-PADS',
      name: 'Ceramic brake pads, front (the last few)',
      unit: 'set',
      cost: '42.00',
      markupPercent: '45',
      openingQuantity: String(IN_STOCK),
    }),
  });
  if (!created.ok)
    throw new Error(`creating the item answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const url = `${server.url}/api/v1/inventory/items/${id}/movements`;
  const startedAt = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONSUMPTIONS }, async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: write,
        body: JSON.stringify({ kind: 'consumption', quantity: '1' }),
      });
      return { status: response.status, body: await response.text() };
    }),
  );
  const elapsed = performance.now() - startedAt;
  const accepted = answers.filter((answer) => answer.status === 201).length;
  const refused = answers.filter(
    (answer) => answer.status === 409 && answer.body.includes('Not enough stock of'),
  ).length;
  const other = answers.filter(
    (answer) =>
      answer.status !== 201 &&
      !(answer.status === 409 && answer.body.includes('Not enough stock of')),
  );
  for (const answer of other.slice(0, 3)) {
    console.log(`  unexpected answer ${answer.status}: ${answer.body.slice(0, 300)}`);
  }

  const { rows } = await client.query(
    `select i.on_hand::text as on_hand, coalesce(sum(m.on_hand_change), 0)::numeric(12, 2)::text as ledger
       from inventory_items i left join stock_movements m on m.item_id = i.id
      where i.shop_id = $1 and i.id = $2 group by i.on_hand`,
    [shopId, id],
  );
  const { on_hand: onHand, ledger } = rows[0] as { on_hand: string; ledger: string };
  // Every unit went out and no more: on hand exactly zero, equal to its ledger.
  const right =
    compareQuantities(onHand, '0.00') === 0 &&
    compareQuantities(ledger, onHand) === 0 &&
    accepted === IN_STOCK;
  record.measure(
    `${CONSUMPTIONS} concurrent consumptions of ${IN_STOCK} in stock: final on hand wrong`,
    right ? 0 : 1,
    '',
    { op: '<=', value: 0 },
    `on hand ${onHand} (expected 0.00), ledger ${ledger}; ${accepted} accepted, ${refused} refused with 409 "Not enough stock"`,
  );
  record.measure(
    `${CONSUMPTIONS} concurrent consumptions: errors other than 409 "Not enough stock"`,
    other.length,
    '',
    { op: '<=', value: 0 },
    other[0] ? `first: ${other[0].status}` : undefined,
  );
  record.measure(`${CONSUMPTIONS} concurrent consumptions: all answered in`, elapsed, 'ms');
}

/** The ledger check of the whole shop through the API (3M movements summed once). */
async function measureLedgerCheck({ record, server, headers }: Context, label: string) {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/v1/inventory/ledger-check`, { headers });
  if (!response.ok) throw new Error(`ledger check answered ${response.status}`);
  const check = (await response.json()) as { checkedItems: number; mismatches: unknown[] };
  record.measure(
    `ledger check ${label}: mismatches`,
    check.mismatches.length,
    '',
    { op: '<=', value: 0 },
    `${check.checkedItems.toLocaleString('en-US')} items in ${Math.round(performance.now() - startedAt)} ms`,
  );
}

function pgExecute(client: pg.Client): Execute {
  return (text, params) => client.query(text, params as unknown[]);
}

async function run(record: Recorder) {
  const unreachable = await postgresUnreachable();
  if (unreachable) {
    record.skip('inventory at scale', `PostgreSQL is not reachable: ${unreachable}`);
    return;
  }
  await withTempDir((dataDir) =>
    withTemporaryDatabase(async (databaseUrl) => {
      const server = await startServer({ dataDir, databaseUrl, demoData: false });
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', () => {});
      await client.connect();
      try {
        const { headers, shopId } = await createAdminWithShop(server.url);
        const startedAt = performance.now();
        await generateInventory(pgExecute(client), shopId, SIZE);
        await client.query('vacuum analyze');
        const { rows } = await client.query(
          `select (select count(*) from inventory_items where shop_id = $1)::int as items,
                  (select count(*) from stock_movements where shop_id = $1)::int as movements`,
          [shopId],
        );
        const counts = rows[0] as { items: number; movements: number };
        record.measure(
          `generate ${counts.items.toLocaleString('en-US')} items with ${counts.movements.toLocaleString('en-US')} movements (PostgreSQL)`,
          (performance.now() - startedAt) / 1000,
          's',
        );
        const context: Context = { record, server, headers, client, databaseUrl, shopId };
        await measureLedgerCheck(context, 'after generating');
        await measureList(context, 'first page', {});
        await measureList(context, 'search "rotor"', { search: 'rotor' });
        await measureList(context, 'search by SKU "SKU-031337"', { search: 'SKU-031337' });
        await measureList(context, 'low stock, first page', { lowStock: 'true' });
        await measureLowStockCount(context);
        await measureConcurrentConsumptions(context);
        await measureLedgerCheck(context, 'after the concurrent consumptions');
      } finally {
        await client.end().catch(() => {});
        await server.stop();
      }
    }),
  );
}

export const inventoryAtScaleScenario: Scenario = {
  name: 'inventory-at-scale',
  summary:
    'PostgreSQL, one shop with 50k items and 3M stock movements: overview first page and searches API vs SQL, the Low Stock badge count, 50 concurrent consumptions of the last units',
  run,
};
