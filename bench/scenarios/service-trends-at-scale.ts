import pg from 'pg';
import { getServiceTrends } from '../../apps/server/src/modules/reports/service-trends/get-service-trends.ts';
import { createAdminWithShop } from '../lib/api-session.ts';
import { type BenchDb, captureQueries } from '../lib/capture-sql.ts';
import { generateInventory } from '../lib/generate-inventory.ts';
import { type Execute, generateShop } from '../lib/generate-shop.ts';
import { summarise, timeCalls, timeGets } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = 10;
/** An answer over four times its target is timed this many times, so the run still ends. */
const SLOW_REQUESTS = 3;
const JOB_ORDERS = Number(process.env.BENCH_JOB_ORDERS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const ITEMS = 5_000;
const SERVICES = [
  ['Oil change', 30],
  ['Brake service', 90],
  ['Tire rotation', 30],
  ['Diagnostics', 60],
  ['Timing belt', 240],
  ['Coolant flush', 60],
  ['Alignment', 60],
  ['AC recharge', 45],
] as const;
const DEMO_ACCOUNT = { email: 'owner@pitstop.test', password: 'pitstop-demo' };
const REPORT = '/api/v1/reports/service-trends?period=last-12-months&compare=previous';
const EXPORT = '/api/v1/reports/service-trends/export.csv?period=last-12-months&compare=previous';

/**
 * What Service Trends reads besides the job orders generateShop makes (two years, lines, one
 * issued invoice per completed job order): the invoices' lines copied from the approved job
 * order lines, a stock room whose items the part lines take in turn with a consumption per
 * part line, declined work from the cancelled job orders (one in three sold later), a canned
 * job named like the generated jobs, and a five-item inspection on one completed job in ten.
 */
async function generateServiceTrendsData(execute: Execute, shopId: string) {
  await generateInventory(execute, shopId, { suppliers: 10, items: ITEMS, movementsPerItem: 2 });
  await execute(
    `create temporary table bench_item_ids as
    select row_number() over (order by id) as n, id, cost from inventory_items where shop_id = $1`,
    [shopId],
  );
  await execute(
    `update job_order_items i set inventory_item_id = b.id
       from bench_item_ids b
      where i.shop_id = $1 and i.kind = 'part' and b.n = 1 + abs(hashtext(i.id::text)) % ${ITEMS}`,
    [shopId],
  );
  await execute(
    `insert into invoice_lines (shop_id, invoice_id, position, kind, service_id, description, pricing,
       part_number, inventory_item_id, job_order_item_id, quantity, unit_price, percent, amount, net,
       credited_net, created_at, updated_at)
     select i.shop_id, v.id, i.position, i.kind, i.service_id, i.description, i.pricing,
       i.part_number, i.inventory_item_id, i.id, i.quantity, i.unit_price, i.percent,
       coalesce(round(i.quantity * i.unit_price, 2), 0),
       case when i.kind = 'discount' then 0 else round(i.quantity * i.unit_price, 2) end,
       case when i.position = 1 and v.number like '%7' then round(i.quantity * i.unit_price / 2, 2) else 0 end,
       v.created_at, v.created_at
     from invoices v join job_order_items i on i.shop_id = v.shop_id and i.job_order_id = v.job_order_id
     where v.shop_id = $1 and i.approval = 'approved'`,
    [shopId],
  );
  await execute(
    `insert into stock_movements (shop_id, item_id, kind, on_hand_change, reserved_change, on_hand_after,
       unit_cost, job_order_id, actor_name, created_at)
     select i.shop_id, i.inventory_item_id, 'consumption', -i.quantity, -i.quantity, 0, b.cost,
       i.job_order_id, 'Bench', j.completed_at
     from job_order_items i
     join job_orders j on j.id = i.job_order_id
     join bench_item_ids b on b.id = i.inventory_item_id
     where i.shop_id = $1 and i.kind = 'part' and j.status = 'completed'`,
    [shopId],
  );
  await execute(
    `insert into declined_work (shop_id, client_id, vehicle_id, job_order_id, job_order_item_id, kind,
       description, line, amount, follow_up_on, status, created_at, updated_at)
     select j.shop_id, j.client_id, j.vehicle_id, j.id, i.id, i.kind, i.description,
       jsonb_build_object('kind', i.kind, 'serviceId', i.service_id),
       round(i.quantity * i.unit_price, 2), (j.opened_at + interval '90 days')::date,
       case when j.number % 3 = 0 then 'accepted' else 'open' end, j.opened_at, j.opened_at
     from job_orders j
     join job_order_items i on i.job_order_id = j.id and i.position = 1
     where j.shop_id = $1 and j.status = 'cancelled'`,
    [shopId],
  );
  await execute(
    `insert into canned_jobs (shop_id, name, lines) values ($1, 'Scheduled maintenance', '[]')`,
    [shopId],
  );
  await execute(
    `insert into inspections (shop_id, job_order_id, vehicle_id, name, status, started_at, completed_at)
     select shop_id, id, vehicle_id, 'Multi-point', 'completed', completed_at - interval '2 hours', completed_at
     from job_orders where shop_id = $1 and status = 'completed' and number % 10 = 0`,
    [shopId],
  );
  await execute(
    `insert into inspection_items (shop_id, inspection_id, position, section, item_key, label, kind, condition)
     select s.shop_id, s.id, p, 'General', 'item-' || p,
       (array['Front brake pads','Wiper blades','Tyre tread','Battery','Coolant'])[p],
       'condition', (array['good','soon','now'])[1 + abs(hashtext(s.id::text || p)) % 3]
     from inspections s cross join generate_series(1, 5) as p where s.shop_id = $1`,
    [shopId],
  );
  await execute('drop table bench_item_ids');
}

async function timeReport(
  record: Recorder,
  server: RunningServer,
  headers: Record<string, string>,
  label: string,
  target: number,
) {
  const url = `${server.url}${REPORT}`;
  const probe = performance.now();
  await timeGets(url, headers, 1, 0);
  const slow = performance.now() - probe > 4 * target;
  const timings = summarise(
    await timeGets(url, headers, slow ? SLOW_REQUESTS : REQUESTS, slow ? 1 : WARMUP),
  );
  record.measure(
    label,
    timings.p95,
    'ms',
    { op: '<=', value: target },
    `p50 ${timings.p50.toFixed(2)} ms; ${timings.samples} requests`,
  );
}

async function onPostgres(record: Recorder) {
  await withTempDir((dataDir) =>
    withTemporaryDatabase(async (databaseUrl) => {
      const server = await startServer({ dataDir, databaseUrl, demoData: false });
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', () => {});
      await client.connect();
      const execute: Execute = (text, params) => client.query(text, params as unknown[]);
      try {
        const { headers, shopId } = await createAdminWithShop(server.url);
        const startedAt = performance.now();
        const services = await client.query(
          `insert into services (shop_id, name, category, duration_minutes, price)
           select $1::uuid, s.name, 'Repair', s.minutes, 120
             from unnest($2::text[], $3::int[]) as s(name, minutes) returning id`,
          [shopId, SERVICES.map(([name]) => name), SERVICES.map(([, minutes]) => minutes)],
        );
        await generateShop(execute, shopId, {
          clients: CLIENTS,
          vehicles: Math.round(CLIENTS * 1.5),
          jobOrders: JOB_ORDERS,
          lines: true,
          invoices: true,
          serviceIds: services.rows.map((row: { id: string }) => row.id),
        });
        await generateServiceTrendsData(execute, shopId);
        await client.query('vacuum analyze');
        const counts = (
          await client.query(
            `select (select count(*) from job_orders where shop_id = $1)::int as jobs,
                    (select count(*) from invoices where shop_id = $1)::int as invoices,
                    (select count(*) from invoice_lines where shop_id = $1)::int as lines,
                    (select count(*) from stock_movements where shop_id = $1)::int as movements`,
            [shopId],
          )
        ).rows[0] as Record<string, number>;
        const n = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');
        record.measure(
          `generate ${n(counts.jobs)} job orders, ${n(counts.invoices)} invoices, ${n(counts.lines)} invoice lines (PostgreSQL)`,
          (performance.now() - startedAt) / 1000,
          's',
          undefined,
          `${n(counts.movements)} stock movements, ${n(CLIENTS)} clients, two years`,
        );
        if (process.env.BENCH_PLANS) {
          const queries = await captureQueries(databaseUrl, (db: BenchDb) =>
            getServiceTrends({
              tx: db as never,
              shopId,
              query: { period: 'last-12-months', compare: 'previous', groupBy: 'month' },
            }),
          );
          for (const query of queries.filter((captured) => /^\s*select/i.test(captured.text))) {
            const plan = await client.query(
              `explain (analyze, buffers) ${query.text}`,
              query.params,
            );
            const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
            console.log(`  service trends query plan:\n${lines.join('\n')}`);
          }
        }
        await timeReport(
          record,
          server,
          headers,
          `GET /reports/service-trends last 12 months, ${n(counts.jobs)} job orders (PostgreSQL) p95`,
          200,
        );
        const exportTimings = summarise(
          await timeCalls(async () => {
            const response = await fetch(`${server.url}${EXPORT}`, { headers });
            if (response.status !== 200) throw new Error(`export answered ${response.status}`);
            await response.text();
          }, 3),
        );
        record.measure(
          'Service Trends CSV export, last 12 months (PostgreSQL)',
          exportTimings.p95,
          'ms',
          { op: '<=', value: 2000 },
          `p50 ${exportTimings.p50.toFixed(2)} ms; 3 downloads`,
        );
      } finally {
        await client.end().catch(() => {});
        await server.stop();
      }
    }),
  );
}

async function onPglite(record: Recorder) {
  await withTempDir(async (dataDir) => {
    const server = await startServer({ dataDir, demoData: true });
    try {
      const origin = `http://localhost:${new URL(server.url).port}`;
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(DEMO_ACCOUNT),
      });
      const token = signIn.headers.get('set-auth-token');
      if (!signIn.ok || !token) throw new Error(`demo sign-in answered ${signIn.status}`);
      await timeReport(
        record,
        server,
        { authorization: `Bearer ${token}` },
        'GET /reports/service-trends last 12 months, demo shop (PGlite) p95',
        300,
      );
    } finally {
      await server.stop();
    }
  });
}

export const serviceTrendsAtScaleScenario: Scenario = {
  name: 'service-trends-at-scale',
  summary:
    'Service Trends for the last 12 months and its CSV export with 1M job orders, their invoices and lines, 100k clients on PostgreSQL; the report on the demo shop on PGlite',
  async run(record) {
    const unreachable = await postgresUnreachable();
    if (unreachable) {
      record.skip(
        'service trends at scale on PostgreSQL',
        `PostgreSQL is not reachable: ${unreachable}`,
      );
    } else if (!process.env.BENCH_SERVICE_TRENDS_PGLITE_ONLY) {
      await onPostgres(record);
    }
    await onPglite(record);
  },
};
