import pg from 'pg';
import { listInvoices } from '../../apps/server/src/modules/invoices/list-invoices.ts';
import { createAdminWithShop } from '../lib/api-session.ts';
import { captureQueries } from '../lib/capture-sql.ts';
import { summarise, timeCalls, timeGets } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

/** Invoices bulk-loaded into one shop; BENCH_INVOICES makes a smaller run (e.g. 20000). */
const INVOICES = Number(process.env.BENCH_INVOICES ?? 500_000);
const CLIENTS = Math.max(100, Math.round(INVOICES / 25));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
/** Untimed requests first, so V8 has compiled the request path (see clients-at-scale). */
const WARMUP = Math.min(1_500, REQUESTS * 3);
const PAGE = 25;
const PARALLEL_ISSUES = 200;
const PDF_LINES = 60;
const PDF_REQUESTS = Math.min(200, REQUESTS);

// biome-ignore format: a word list is easier to scan in rows
const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Aisha'];
// biome-ignore format: a word list is easier to scan in rows
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris'];

const literal = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

type Context = {
  record: Recorder;
  server: RunningServer;
  headers: Record<string, string>;
  client: pg.Client;
  databaseUrl: string;
  shopId: string;
};

/**
 * One shop's billing history in a few INSERT … SELECT statements: clients, then invoices of the
 * two previous years (numbered INV-<year>-<n> without gaps per year, so this year's sequence is
 * untouched), one in six still open, with one labor line each; secondary indexes are dropped
 * for the load and built again after, triggers are off (session_replication_role = replica).
 */
async function generateInvoices(client: pg.Client, shopId: string): Promise<void> {
  const secondary = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename in ('invoices', 'invoice_lines')
       and indexname not in (select conname from pg_constraint)`,
  );
  await client.query(`set session_replication_role = replica`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const index of secondary.rows) await client.query(`drop index "${index.indexname}"`);
  await client.query(
    `insert into clients (shop_id, name, email, phone)
     select $1::uuid,
       (${literal(FIRST)})[1 + n % ${FIRST.length}] || ' ' || (${literal(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}] || ' ' || n,
       'client' || n || '@example.com', '+1 555 030 ' || lpad((n % 10000)::text, 4, '0')
     from generate_series(1, ${CLIENTS}) as n`,
    [shopId],
  );
  await client.query(`create temporary table bench_clients as
    select row_number() over (order by id) as n, id, name from clients where shop_id = '${shopId}'`);
  // Invoice n: issued over the last two years in order, so numbers and dates rise together;
  // numbered per year without gaps (formatInvoiceNumber's padding: five digits, more past 99999).
  await client.query(
    `insert into invoices (shop_id, number, status, client_id, bill_to_name, bill_to_email,
       vehicle_description, subtotal, net, tax, total, paid, issued_on, due_on, issued_at,
       created_at, updated_at)
     select $1::uuid,
       'INV-' || g.year || '-' || case when g.seq < 100000 then lpad(g.seq::text, 5, '0') else g.seq::text end,
       case when g.n % 6 = 0 then 'issued' when g.n % 17 = 0 then 'partially_paid' else 'paid' end,
       c.id, c.name, 'client' || c.n || '@example.com',
       '20' || lpad((10 + g.n % 15)::text, 2, '0') || ' Toyota Corolla',
       100 + g.n % 900, 100 + g.n % 900, round((100 + g.n % 900) * 0.0825, 2),
       100 + g.n % 900 + round((100 + g.n % 900) * 0.0825, 2),
       case when g.n % 6 = 0 then 0 when g.n % 17 = 0 then 50
         else 100 + g.n % 900 + round((100 + g.n % 900) * 0.0825, 2) end,
       g.at::date, g.at::date + 30, g.at, g.at, g.at
     from (select n, at, extract(year from at)::int as year,
             row_number() over (partition by extract(year from at) order by n) as seq
           from (select n, now() - interval '730 days' + n * (interval '729 days' / ${INVOICES}) as at
                 from generate_series(1, ${INVOICES}) as n) t) g
     join bench_clients c on c.n = 1 + g.n % ${CLIENTS}`,
    [shopId],
  );
  await client.query(
    `insert into invoice_lines (shop_id, invoice_id, position, kind, description, pricing,
       quantity, unit_price, tax_rate, amount, net, tax)
     select i.shop_id, i.id, 0, 'labor', 'Service and repair', 'flat', 1, i.net, 8.25, i.net, i.net, i.tax
     from invoices i where i.shop_id = $1::uuid`,
    [shopId],
  );
  // The sequences stand where the load left them (this year's too, when it has some).
  await client.query(
    `insert into shop_sequences (shop_id, name, last_value)
     select $1::uuid, 'invoice:' || extract(year from issued_on)::int, count(*)
     from invoices where shop_id = $1::uuid group by extract(year from issued_on)
     on conflict (shop_id, name) do update set last_value = excluded.last_value`,
    [shopId],
  );
  for (const index of secondary.rows) await client.query(index.indexdef);
  await client.query(`set session_replication_role = origin`);
  await client.query(`drop table bench_clients`);
  await client.query(`update shops set default_tax_rate = 8.25 where id = $1`, [shopId]);
}

/** One list request through the API against the same queries replayed in SQL. */
async function measureList(
  { record, server, headers, client, databaseUrl, shopId }: Context,
  label: string,
  query: { search?: string; status?: 'issued' },
  /** A search that finds nothing still answers (an empty page). */
  empty = false,
) {
  const params = new URLSearchParams({ limit: String(PAGE), ...query });
  const url = `${server.url}/api/v1/invoices?${params}`;
  const first = await fetch(url, { headers });
  const body = (await first.json()) as { items?: unknown[] };
  if (!first.ok || (!empty && !body.items?.length)) {
    throw new Error(`${label} answered ${first.status} with ${body.items?.length ?? 0} items`);
  }
  const queries = await captureQueries(databaseUrl, (db) =>
    listInvoices({ tx: db as never, shopId, ...query, limit: PAGE }),
  );
  const direct = summarise(
    await timeCalls(async () => {
      // The server sends them together (Promise.all), so the slower one is the floor.
      await Promise.all(queries.map((statement) => client.query(statement.text, statement.params)));
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
    `GET /invoices ${label} p95 vs 1.5× SQL + 2 ms`,
    api.p95,
    'ms',
    { op: '<=', value: 1.5 * direct.p95 + 2 },
    `${body.items?.length ?? 0} rows; p50 ${api.p50.toFixed(2)} ms`,
  );
}

/** Drafts with lines written in SQL (what the desk would have built), for the issue tests. */
async function drafts(client: pg.Client, shopId: string, count: number, lines: number) {
  const { rows } = await client.query<{ id: string }>(
    `insert into invoices (shop_id, status, bill_to_name, client_id)
     select $1::uuid, 'draft', c.name, c.id
     from generate_series(1, ${count}) as n
     cross join lateral (select id, name from clients where shop_id = $1::uuid order by id limit 1) c
     returning id`,
    [shopId],
  );
  await client.query(
    `insert into invoice_lines (shop_id, invoice_id, position, kind, description, part_number,
       quantity, unit_price)
     select $1::uuid, d.id, k, case when k % 3 = 0 then 'labor' else 'part' end,
       case when k % 3 = 0 then 'Labor step ' || k else 'Part number ' || k || ', front axle' end,
       case when k % 3 = 0 then null else 'PN-' || lpad(k::text, 5, '0') end,
       1 + k % 4, 10 + k
     from unnest($2::uuid[]) as d(id) cross join generate_series(0, ${lines - 1}) as k`,
    [shopId, rows.map((row) => row.id)],
  );
  await client.query(
    `update invoice_lines set pricing = 'flat' where kind = 'labor' and pricing is null`,
  );
  return rows.map((row) => row.id);
}

/**
 * 200 drafts issued at once through the API: each takes the shop's next number in its own
 * transaction; all must succeed with 200 distinct, consecutive numbers.
 */
async function measureParallelIssues({ record, server, headers, client, shopId }: Context) {
  const ids = await drafts(client, shopId, PARALLEL_ISSUES, 2);
  const startedAt = performance.now();
  const answers = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${server.url}/api/v1/invoices/${id}/issue`, {
        method: 'POST',
        headers,
      });
      const text = await response.text();
      return {
        status: response.status,
        number: response.ok ? (JSON.parse(text).number as string) : null,
        text,
      };
    }),
  );
  const elapsed = performance.now() - startedAt;
  const failed = answers.filter((answer) => answer.status !== 200);
  for (const answer of failed.slice(0, 3))
    console.log(`  issue answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const sequences = answers
    .flatMap((answer) => (answer.number ? [Number(answer.number.split('-').at(-1))] : []))
    .sort((a, b) => a - b);
  const distinct = new Set(sequences).size;
  const first = sequences[0] ?? 0;
  const gaps = sequences.filter((value, index) => value !== first + index).length;
  record.measure(
    `${PARALLEL_ISSUES} parallel issues: errors`,
    failed.length,
    '',
    { op: '<=', value: 0 },
    failed[0] ? `first: ${failed[0].status}` : undefined,
  );
  record.measure(
    `${PARALLEL_ISSUES} parallel issues: numbers missing or repeated`,
    PARALLEL_ISSUES - distinct + gaps,
    '',
    { op: '<=', value: 0 },
    `${distinct} distinct, ${first}–${sequences.at(-1) ?? 0}`,
  );
  record.measure(`${PARALLEL_ISSUES} parallel issues: all answered in`, elapsed, 'ms');
}

/** The PDF of an issued 60-line invoice, p95 over its requests. */
async function measurePdf({ record, server, headers, client, shopId }: Context) {
  const [id] = await drafts(client, shopId, 1, PDF_LINES);
  const issued = await fetch(`${server.url}/api/v1/invoices/${id}/issue`, {
    method: 'POST',
    headers,
  });
  if (!issued.ok)
    throw new Error(`issuing the ${PDF_LINES}-line invoice answered ${issued.status}`);
  const url = `${server.url}/api/v1/invoices/${id}/pdf`;
  const timings = summarise(await timeGets(url, headers, PDF_REQUESTS, 20));
  record.measure(
    `GET /invoices/{id}/pdf of a ${PDF_LINES}-line invoice p95`,
    timings.p95,
    'ms',
    { op: '<=', value: 150 },
    `p50 ${timings.p50.toFixed(2)} ms`,
  );
}

async function run(record: Recorder) {
  const unreachable = await postgresUnreachable();
  if (unreachable) {
    record.skip('invoices at scale', `PostgreSQL is not reachable: ${unreachable}`);
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
        await generateInvoices(client, shopId);
        await client.query('vacuum analyze');
        const { rows } = await client.query(
          `select count(*)::int as invoices from invoices where shop_id = $1`,
          [shopId],
        );
        record.measure(
          `generate ${(rows[0] as { invoices: number }).invoices.toLocaleString('en-US')} invoices (PostgreSQL)`,
          (performance.now() - startedAt) / 1000,
          's',
        );
        const [latest] = (
          await client.query(
            `select number from invoices where shop_id = $1 order by issued_on desc, number desc limit 1`,
            [shopId],
          )
        ).rows as { number: string }[];
        const context: Context = { record, server, headers, client, databaseUrl, shopId };
        await measureList(context, 'first page', {});
        await measureList(context, 'open (issued), first page', { status: 'issued' });
        await measureList(context, 'search "garcia"', { search: 'garcia' });
        if (latest)
          await measureList(context, `search "${latest.number}"`, { search: latest.number });
        await measureList(context, 'search finding nothing ("zyxw")', { search: 'zyxw' }, true);
        await measureParallelIssues(context);
        await measurePdf(context);
      } finally {
        await client.end().catch(() => {});
        await server.stop();
      }
    }),
  );
}

export const invoicesAtScaleScenario: Scenario = {
  name: 'invoices-at-scale',
  summary: `PostgreSQL, one shop with ${INVOICES.toLocaleString('en-US')} invoices (BENCH_INVOICES): list first page and searches API vs SQL, ${PARALLEL_ISSUES} parallel issues numbered without gaps, the PDF of a ${PDF_LINES}-line invoice`,
  run,
};
