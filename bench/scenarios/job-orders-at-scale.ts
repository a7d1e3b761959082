import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import pg from 'pg';
import { getJobOrder } from '../../apps/server/src/modules/job-orders/get-job-order.ts';
import { listJobOrders } from '../../apps/server/src/modules/job-orders/list-job-orders.ts';
import { createAdminWithShop } from '../lib/api-session.ts';
import { captureQueries } from '../lib/capture-sql.ts';
import { type Execute, generateShop, type ShopSize } from '../lib/generate-shop.ts';
import { summarise, timeCalls, timeGets } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

const REQUESTS = 500;
/** Untimed requests first, so V8 has compiled the request path (see clients-at-scale). */
const WARMUP = 1_500;
const LONG_JOB = 999_990;
const SHOP: ShopSize = {
  clients: 100_000,
  vehicles: 150_000,
  jobOrders: 1_000_000,
  lines: true,
  longJobNumber: LONG_JOB,
};
const PAGE = 25;
/** A list query slower than this once is timed SLOW_REQUESTS times only. */
const SLOW_MS = 50;
const SLOW_REQUESTS = 20;

function pgExecute(client: pg.Client): Execute {
  return (text, params) => client.query(text, params as unknown[]);
}

type Context = {
  record: Recorder;
  server: RunningServer;
  headers: Record<string, string>;
  client: pg.Client;
  databaseUrl: string;
  shopId: string;
};

/** One list request through the API against the same query replayed in SQL. */
async function measureList(
  { record, server, headers, client, databaseUrl, shopId }: Context,
  label: string,
  query: { view: 'all' | 'pending'; search?: string },
) {
  const params = new URLSearchParams({ view: query.view, limit: String(PAGE) });
  if (query.search) params.set('search', query.search);
  const url = `${server.url}/api/v1/job-orders?${params}`;
  const first = await fetch(url, { headers });
  const body = (await first.json()) as { items?: unknown[] };
  if (!first.ok || !body.items?.length) {
    throw new Error(`${label} answered ${first.status} with ${body.items?.length ?? 0} items`);
  }
  const queries = await captureQueries(databaseUrl, (db) =>
    listJobOrders({ tx: db as never, shopId, ...query, limit: PAGE }),
  );
  // A slow plan gets its EXPLAIN printed and fewer repetitions, so the run still ends.
  const probe = performance.now();
  for (const sql of queries) await client.query(sql.text, sql.params);
  const slow = performance.now() - probe > SLOW_MS;
  if (slow) {
    for (const sql of queries) {
      const plan = await client.query(`explain (analyze, buffers) ${sql.text}`, sql.params);
      const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
      console.log(`  ${label} is slow; its plan:\n${sql.text}\n${lines.join('\n')}`);
    }
  }
  const count = slow ? SLOW_REQUESTS : REQUESTS;
  const direct = summarise(
    await timeCalls(
      async () => {
        for (const sql of queries) await client.query(sql.text, sql.params);
      },
      count,
      slow ? 2 : undefined,
    ),
  );
  const api = summarise(await timeGets(url, headers, count, slow ? 2 : WARMUP));
  record.measure(
    `direct SQL ${label} p95`,
    direct.p95,
    'ms',
    undefined,
    `p50 ${direct.p50.toFixed(2)} ms`,
  );
  record.measure(
    `GET /job-orders ${label} p95 vs 1.5× SQL + 2 ms`,
    api.p95,
    'ms',
    { op: '<=', value: 1.5 * direct.p95 + 2 },
    `${body.items.length} rows; p50 ${api.p50.toFixed(2)} ms`,
  );
}

async function measureDetail({ record, server, headers, client, databaseUrl, shopId }: Context) {
  const { rows } = await client.query(
    `select j.id, count(i.id)::int as lines from job_orders j
       join job_order_items i on i.job_order_id = j.id
      where j.shop_id = $1 and j.number = $2 group by j.id`,
    [shopId, LONG_JOB],
  );
  const job = rows[0] as { id: string; lines: number } | undefined;
  if (!job) throw new Error(`${formatJobOrderNumber(LONG_JOB)} was not generated`);
  const url = `${server.url}/api/v1/job-orders/${job.id}`;
  const queries = await captureQueries(databaseUrl, (db) =>
    getJobOrder({ tx: db as never, shopId, id: job.id }),
  );
  const direct = summarise(
    await timeCalls(async () => {
      for (const sql of queries) await client.query(sql.text, sql.params);
    }, REQUESTS),
  );
  record.measure(
    'direct SQL job order detail p95',
    direct.p95,
    'ms',
    undefined,
    `${queries.length} queries; p50 ${direct.p50.toFixed(2)} ms`,
  );
  const api = summarise(await timeGets(url, headers, REQUESTS, WARMUP));
  record.measure(
    `GET /job-orders/:id with ${job.lines} lines p95`,
    api.p95,
    'ms',
    { op: '<=', value: 15 },
    `p50 ${api.p50.toFixed(2)} ms`,
  );
}

/**
 * The sidebar's Pending badge: the shop's open job orders, counted from job_orders_open_idx
 * (the partial index holds exactly the open ones, so history is never read).
 */
async function measurePendingCount({ record, client, shopId }: Context) {
  const text = `select count(*)::int as pending from job_orders
     where shop_id = $1 and status not in ('completed', 'cancelled')`;
  const { rows } = await client.query(text, [shopId]);
  const pending = (rows[0] as { pending: number }).pending;
  const direct = summarise(
    await timeCalls(async () => {
      await client.query(text, [shopId]);
    }, REQUESTS),
  );
  record.measure(
    'Pending badge count SQL p95',
    direct.p95,
    'ms',
    { op: '<=', value: 2 },
    `${pending.toLocaleString('en-US')} open jobs`,
  );
}

async function run(record: Recorder) {
  const unreachable = await postgresUnreachable();
  if (unreachable) {
    record.skip('job orders at scale', `PostgreSQL is not reachable: ${unreachable}`);
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
        await generateShop(pgExecute(client), shopId, SHOP);
        const { rows } = await client.query(
          `select (select count(*) from job_orders where shop_id = $1)::int as jobs,
                  (select count(*) from job_order_items where shop_id = $1)::int as lines`,
          [shopId],
        );
        const counts = rows[0] as { jobs: number; lines: number };
        record.measure(
          `generate ${counts.jobs.toLocaleString('en-US')} job orders with ${counts.lines.toLocaleString('en-US')} lines (PostgreSQL)`,
          (performance.now() - startedAt) / 1000,
          's',
        );
        const context: Context = { record, server, headers, client, databaseUrl, shopId };
        const sample = await client.query(
          `select v.registration_number as plate, c.name
             from job_orders j join vehicles v on v.id = j.vehicle_id join clients c on c.id = j.client_id
            where j.shop_id = $1 and j.number = $2`,
          [shopId, 500_000],
        );
        const { plate, name } = sample.rows[0] as { plate: string; name: string };
        await measureList(context, 'all, first page', { view: 'all' });
        await measureList(context, 'pending, first page', { view: 'pending' });
        await measureList(context, `search by plate "${plate}"`, { view: 'all', search: plate });
        await measureList(context, `search by client "${name}"`, { view: 'all', search: name });
        const number = formatJobOrderNumber(123_456);
        await measureList(context, `search by number "${number}"`, { view: 'all', search: number });
        await measureDetail(context);
        await measurePendingCount(context);
      } finally {
        await client.end().catch(() => {});
        await server.stop();
      }
    }),
  );
}

export const jobOrdersAtScaleScenario: Scenario = {
  name: 'job-orders-at-scale',
  summary:
    'PostgreSQL, one shop with 1M job orders and ~4M lines: list first pages and searches API vs SQL, a 60-line detail, the Pending badge count',
  run,
};
