import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { JobOrderBoard } from '@pitstop/domain/job-order-board';
import pg from 'pg';
import { getJobOrderBoard } from '../../apps/server/src/modules/job-orders/get-job-order-board.ts';
import { createAdminWithShop } from '../lib/api-session.ts';
import { captureQueries } from '../lib/capture-sql.ts';
import { type Execute, generateShop, type ShopSize } from '../lib/generate-shop.ts';
import { summarise, timeCalls, timeGets } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

const REQUESTS = 300;
/** Untimed requests first, so V8 has compiled the request path (see clients-at-scale). */
const WARMUP = 300;
/** One job order in 50 is open (generate-job-orders.ts): 300 open among 15,000. */
const SHOP: ShopSize = { clients: 3_000, vehicles: 4_500, jobOrders: 15_000 };
const OPEN = 300;
/** Items of each inspection: a multi-point template's size. */
const ITEMS = 30;

/**
 * What the cards count: an inspection of 30 items on every open job order and on one closed job
 * in ten (history the lateral counts must not read), conditions cycling red, yellow and green
 * with some unanswered; an estimate on every open job, one in three answered online and unread.
 */
async function addCardDetails(execute: Execute, shopId: string) {
  await execute(
    `insert into inspections (shop_id, job_order_id, vehicle_id, name, status, completed_at)
     select shop_id, id, vehicle_id, 'Multi-point inspection', 'completed', opened_at + interval '1 hour'
       from job_orders
      where shop_id = $1::uuid and vehicle_id is not null
        and (status not in ('completed', 'cancelled') or number % 10 = 0)`,
    [shopId],
  );
  await execute(
    `insert into inspection_items (shop_id, inspection_id, position, section, item_key, label, kind, condition)
     select i.shop_id, i.id, p, 'Checks', 'item-' || p, 'Item ' || p, 'condition',
            (array['good', 'good', 'good', 'soon', 'now', null])[1 + (p + length(i.id::text)) % 6]
       from inspections i cross join generate_series(1, ${ITEMS}) p
      where i.shop_id = $1::uuid
      -- An inspection's items are written together, as starting one does: on adjacent pages.
      order by i.id, p`,
    [shopId],
  );
  await execute(
    `insert into job_order_estimates (shop_id, job_order_id, revision, sent_at, presented_total,
       answered_at, answered_via, signed_name)
     select shop_id, id, 1, opened_at + interval '2 hours', total_cost,
            case when number % 3 = 0 then opened_at + interval '3 hours' end,
            case when number % 3 = 0 then 'link' end,
            case when number % 3 = 0 then 'Bench Customer' end
       from job_orders
      where shop_id = $1::uuid and status not in ('completed', 'cancelled')`,
    [shopId],
  );
  await execute('analyze');
}

async function measureBoard(
  record: Recorder,
  server: RunningServer,
  headers: Record<string, string>,
  engine: 'PostgreSQL' | 'PGlite',
  targetMs: number,
) {
  const url = `${server.url}/api/v1/job-orders/board`;
  const first = await fetch(url, { headers });
  const body = (await first.json()) as JobOrderBoard;
  const cards = body.cards?.length ?? 0;
  if (!first.ok || cards !== OPEN)
    throw new Error(`the board answered ${first.status} with ${cards} cards`);
  const red = body.cards.reduce((sum, card) => sum + card.inspection.red, 0);
  const unread = body.cards.reduce((sum, card) => sum + card.unreadAnswers, 0);
  const timings = summarise(await timeGets(url, headers, REQUESTS, WARMUP));
  record.measure(
    `GET /job-orders/board, ${OPEN} open job orders (${engine}) p95`,
    timings.p95,
    'ms',
    { op: '<=', value: targetMs },
    `p50 ${timings.p50.toFixed(2)} ms; ${red} red items, ${unread} unread answers on the cards`,
  );
}

async function onPostgres(record: Recorder) {
  await withTempDir((dataDir) =>
    withTemporaryDatabase(async (databaseUrl) => {
      const server = await startServer({ dataDir, databaseUrl, demoData: false });
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', () => {});
      await client.connect();
      try {
        const { headers, shopId } = await createAdminWithShop(server.url);
        const execute: Execute = (text, params) => client.query(text, params as unknown[]);
        await generateShop(execute, shopId, SHOP);
        await addCardDetails(execute, shopId);
        // The same query run directly (as the connection's owner, so without the row-level
        // policies): tells the database's share of the answer from the server's.
        const queries = await captureQueries(databaseUrl, (db) =>
          getJobOrderBoard({ tx: db as never, shopId }),
        );
        const board = queries.at(-1);
        if (board) {
          const plan = await client.query(`explain (analyze, buffers) ${board.text}`, board.params);
          const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
          if (process.env.BENCH_PLANS) console.log(`  board plan:\n${lines.join('\n')}`);
          const direct = summarise(
            await timeCalls(async () => {
              await client.query(board.text, board.params);
            }, REQUESTS),
          );
          record.measure(
            'direct SQL board query (PostgreSQL) p95',
            direct.p95,
            'ms',
            undefined,
            `p50 ${direct.p50.toFixed(2)} ms; ${lines.at(-1) ?? ''}`,
          );
        }
        await measureBoard(record, server, headers, 'PostgreSQL', 50);
      } finally {
        await client.end().catch(() => {});
        await server.stop();
      }
    }),
  );
}

async function onPglite(record: Recorder) {
  await withTempDir(async (dataDir) => {
    const first = await startServer({ dataDir, demoData: false });
    let session: Awaited<ReturnType<typeof createAdminWithShop>>;
    try {
      session = await createAdminWithShop(first.url);
    } finally {
      await first.stop();
    }
    // The server is stopped, so the bench may open its data directory itself.
    const db = await PGlite.create(path.join(dataDir, 'pglite'), {
      extensions: { pg_trgm, btree_gist },
    });
    try {
      const execute: Execute = (text, params) => db.query(text, params as unknown[]);
      await generateShop(execute, session.shopId, SHOP);
      await addCardDetails(execute, session.shopId);
    } finally {
      await db.close();
    }
    const server = await startServer({ dataDir, demoData: false });
    try {
      await measureBoard(record, server, session.headers, 'PGlite', 150);
    } finally {
      await server.stop();
    }
  });
}

export const jobOrderBoardScenario: Scenario = {
  name: 'job-order-board',
  summary:
    'the shop board (GET /job-orders/board) with 300 open job orders among 15,000, each with a 30-item inspection and an estimate: p95 on PostgreSQL and on PGlite',
  async run(record) {
    const unreachable = await postgresUnreachable();
    if (unreachable) {
      record.skip('job order board on PostgreSQL', `PostgreSQL is not reachable: ${unreachable}`);
    } else {
      await onPostgres(record);
    }
    if (process.env.BENCH_BOARD_ENGINES !== 'postgres') await onPglite(record);
  },
};
