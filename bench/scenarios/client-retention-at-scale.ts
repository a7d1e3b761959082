import pg from 'pg';
import { createAdminWithShop } from '../lib/api-session.ts';
import { type Execute, generateShop } from '../lib/generate-shop.ts';
import { httpGet, summarise, timeCalls, timeGets } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

/** Job orders over two years in one shop; BENCH_JOB_ORDERS makes a smaller run (e.g. 100000). */
const JOB_ORDERS = Number(process.env.BENCH_JOB_ORDERS ?? 1_000_000);
const CLIENTS = Math.max(100, Math.round(JOB_ORDERS / 10));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = Math.min(50, REQUESTS);
const EXPORTS = 5;
const DEMO_ACCOUNT = { email: 'owner@pitstop.test', password: 'pitstop-demo' };
const REPORT = '/api/v1/reports/client-retention?period=last-12-months&compare=previous';
const EXPORT = '/api/v1/reports/client-retention/export.csv?period=last-12-months&compare=previous';

function pgExecute(client: pg.Client): Execute {
  return (text, params) => client.query(text, params as unknown[]);
}

/**
 * 100k clients and 1M job orders (one issued invoice per completed one, so ~940k invoices:
 * more than the 500k) over two years, bulk-loaded with triggers off, then
 * client_visits rebuilt in one pass as the generator's other aggregates are.
 */
async function onPostgres(record: Recorder) {
  await withTempDir((dataDir) =>
    withTemporaryDatabase(async (databaseUrl) => {
      const server = await startServer({ dataDir, databaseUrl, demoData: false });
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', () => {});
      await client.connect();
      try {
        const { headers, shopId } = await createAdminWithShop(server.url);
        const startedAt = performance.now();
        await generateShop(pgExecute(client), shopId, {
          clients: CLIENTS,
          vehicles: Math.round(CLIENTS * 1.5),
          jobOrders: JOB_ORDERS,
          invoices: true,
        });
        await client.query('select client_visits_rebuild($1)', [shopId]);
        await client.query('vacuum analyze');
        const { rows } = await client.query(
          `select (select count(*) from client_visits where shop_id = $1)::int as visits,
                  (select count(*) from invoices where shop_id = $1)::int as invoices`,
          [shopId],
        );
        const counts = rows[0] as { visits: number; invoices: number };
        record.measure(
          `generate ${JOB_ORDERS.toLocaleString('en-US')} job orders, ${counts.invoices.toLocaleString('en-US')} invoices, ${counts.visits.toLocaleString('en-US')} client visit days (PostgreSQL)`,
          (performance.now() - startedAt) / 1000,
          's',
        );
        const report = summarise(
          await timeGets(`${server.url}${REPORT}`, headers, REQUESTS, WARMUP),
        );
        record.measure(
          'GET /reports/client-retention last 12 months p95 (PostgreSQL)',
          report.p95,
          'ms',
          { op: '<=', value: 200 },
          `p50 ${report.p50.toFixed(2)} ms`,
        );
        const csv = summarise(
          await timeCalls(async () => {
            const response = await httpGet(`${server.url}${EXPORT}`, headers);
            if (response.status !== 200) throw new Error(`export answered ${response.status}`);
          }, EXPORTS),
        );
        record.measure(
          'GET /reports/client-retention/export.csv last 12 months, slowest (PostgreSQL)',
          csv.p95,
          'ms',
          { op: '<=', value: 2000 },
          `p50 ${csv.p50.toFixed(2)} ms over ${EXPORTS}`,
        );
      } finally {
        await client.end().catch(() => {});
        await server.stop();
      }
    }),
  );
}

/** The demo shop on the embedded database. */
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
      const headers = { authorization: `Bearer ${token}` };
      const timings = summarise(
        await timeGets(`${server.url}${REPORT}`, headers, REQUESTS, WARMUP),
      );
      record.measure(
        'GET /reports/client-retention last 12 months, demo shop (PGlite) p95',
        timings.p95,
        'ms',
        { op: '<=', value: 300 },
        `p50 ${timings.p50.toFixed(2)} ms`,
      );
    } finally {
      await server.stop();
    }
  });
}

export const clientRetentionAtScaleScenario: Scenario = {
  name: 'client-retention-at-scale',
  summary: `Client Retention for the last 12 months and its CSV export with ${CLIENTS.toLocaleString('en-US')} clients and ${JOB_ORDERS.toLocaleString('en-US')} job orders on PostgreSQL (BENCH_JOB_ORDERS); the report on the demo shop on PGlite`,
  async run(record) {
    const unreachable = await postgresUnreachable();
    if (unreachable) {
      record.skip('client retention on PostgreSQL', `PostgreSQL is not reachable: ${unreachable}`);
    } else {
      await onPostgres(record);
    }
    await onPglite(record);
  },
};
