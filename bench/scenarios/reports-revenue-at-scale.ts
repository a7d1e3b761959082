import pg from 'pg';
import { createAdminWithShop } from '../lib/api-session.ts';
import { summarise, timeGets } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

/** Invoices over two years in one shop; BENCH_INVOICES makes a smaller run (e.g. 20000). */
const INVOICES = Number(process.env.BENCH_INVOICES ?? 500_000);
const CLIENTS = Math.max(100, Math.round(INVOICES / 5));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const WARMUP = Math.min(20, REQUESTS);

/**
 * Two years of billing in a few INSERT … SELECT statements with triggers off: clients, issued
 * invoices (one in six unpaid) each with a labor and a part line at 8.25 %, a payment for each
 * paid one, and a credit note line on one in fifty.
 */
async function generate(client: pg.Client, shopId: string) {
  await client.query(`set session_replication_role = replica`);
  await client.query(
    `insert into clients (shop_id, name) select $1::uuid, 'Client ' || n from generate_series(1, ${CLIENTS}) n`,
    [shopId],
  );
  await client.query(
    `insert into invoices (shop_id, number, status, client_id, bill_to_name, net, tax, total, paid, issued_on)
     select $1::uuid, 'INV-B-' || n, case when n % 6 = 0 then 'issued' else 'paid' end,
       null, 'Client ' || n, 150 + n % 500, round((150 + n % 500) * 0.0825, 2),
       150 + n % 500 + round((150 + n % 500) * 0.0825, 2),
       case when n % 6 = 0 then 0 else 150 + n % 500 + round((150 + n % 500) * 0.0825, 2) end,
       (now() - interval '730 days' + n * (interval '729 days' / ${INVOICES}))::date
     from generate_series(1, ${INVOICES}) n`,
    [shopId],
  );
  await client.query(
    `insert into invoice_lines (shop_id, invoice_id, position, kind, description, pricing, quantity,
       unit_price, tax_rate, amount, net, tax)
     select i.shop_id, i.id, k, case k when 0 then 'labor' else 'part' end, 'Work', case k when 0 then 'hourly' end,
       case k when 0 then 1.5 else 1 end, 100, 8.25,
       case k when 0 then 150 else i.net - 150 end, case k when 0 then 150 else i.net - 150 end,
       case k when 0 then 12.38 else i.tax - 12.38 end
     from invoices i cross join generate_series(0, 1) k where i.shop_id = $1::uuid`,
    [shopId],
  );
  await client.query(
    `insert into payments (shop_id, invoice_id, method, amount, paid_on)
     select shop_id, id, case when net::int % 2 = 0 then 'card' else 'cash' end, total, issued_on + 3
     from invoices where shop_id = $1::uuid and status = 'paid'`,
    [shopId],
  );
  await client.query(`set session_replication_role = origin`);
  await client.query(`analyze`);
}

async function measure(
  record: Recorder,
  label: string,
  url: string,
  headers: Record<string, string>,
  target: number,
) {
  const timings = summarise(await timeGets(url, headers, REQUESTS, WARMUP));
  record.measure(
    `${label} p95`,
    timings.p95,
    'ms',
    { op: '<=', value: target },
    `p50 ${timings.p50.toFixed(1)} ms`,
  );
}

async function atScale(record: Recorder) {
  const unreachable = await postgresUnreachable();
  if (unreachable) {
    record.skip('revenue reports at scale', `PostgreSQL is not reachable: ${unreachable}`);
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
        await generate(client, shopId);
        record.measure(`generated ${INVOICES} invoices in`, performance.now() - startedAt, 'ms');
        const report = `${server.url}/api/v1/reports/revenue?period=last-12-months`;
        await measure(
          record,
          'GET /reports/revenue last 12 months (PostgreSQL)',
          report,
          headers,
          200,
        );
        await measure(
          record,
          'GET /dashboard/kpis (PostgreSQL)',
          `${server.url}/api/v1/dashboard/kpis`,
          headers,
          50,
        );
        const csvStart = performance.now();
        const csv = await fetch(
          `${server.url}/api/v1/reports/revenue/export.csv?period=last-12-months`,
          { headers },
        );
        await csv.text();
        record.measure(
          'revenue CSV export, last 12 months (PostgreSQL)',
          performance.now() - csvStart,
          'ms',
          { op: '<=', value: 2000 },
        );
      } finally {
        await client.end();
        await server.stop();
      }
    }),
  );
}

/** The embedded database with the demo shop, signed in as its owner. */
async function atDemoSize(record: Recorder) {
  await withTempDir(async (dataDir) => {
    const server = await startServer({ dataDir, demoData: true });
    try {
      // APP_URL defaults to http://localhost:PORT: the origin the server trusts for auth calls.
      const origin = `http://localhost:${new URL(server.url).port}`;
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'owner@pitstop.test', password: 'pitstop-demo' }),
      });
      const token = signIn.headers.get('set-auth-token');
      if (!token) throw new Error(`demo sign-in answered ${signIn.status}`);
      const headers = { authorization: `Bearer ${token}` };
      await measure(
        record,
        'GET /reports/revenue last 12 months (embedded, demo)',
        `${server.url}/api/v1/reports/revenue?period=last-12-months`,
        headers,
        300,
      );
    } finally {
      await server.stop();
    }
  });
}

export const reportsRevenueAtScaleScenario: Scenario = {
  name: 'reports-revenue-at-scale',
  summary:
    'Revenue Reports and the dashboard KPIs over two years of invoices on PostgreSQL (report p95 ≤ 200 ms, KPIs ≤ 50 ms, CSV ≤ 2 s) and on the embedded database at demo size (≤ 300 ms)',
  async run(record) {
    await atDemoSize(record);
    await atScale(record);
  },
};
