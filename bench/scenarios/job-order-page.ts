import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { createAdminWithShop } from '../lib/api-session.ts';
import { summarise, timeGets } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

const REQUESTS = 300;
/** Untimed requests first, so V8 has compiled the request path (see clients-at-scale). */
const WARMUP = 300;
const JOBS = 10;
const LINES_PER_JOB = 8;

/** The eight lines of a job: labor flat and hourly, parts, a fee and a discount. */
function linesOf(job: number): object[] {
  return [
    {
      kind: 'labor',
      description: `Job ${job} labor`,
      pricing: 'flat',
      quantity: '1',
      unitPrice: '95.00',
    },
    {
      kind: 'labor',
      description: `Job ${job} diagnosis`,
      pricing: 'hourly',
      quantity: '0.75',
      unitPrice: '120.00',
    },
    {
      kind: 'part',
      description: `Job ${job} part A`,
      partNumber: `A-${job}`,
      quantity: '2',
      unitPrice: '34.50',
    },
    {
      kind: 'part',
      description: `Job ${job} part B`,
      partNumber: `B-${job}`,
      quantity: '1',
      unitPrice: '12.99',
    },
    { kind: 'part', description: `Job ${job} part C`, quantity: '4', unitPrice: '3.25' },
    { kind: 'fee', description: `Job ${job} disposal`, amount: '7.50' },
    {
      kind: 'labor',
      description: `Job ${job} road test`,
      pricing: 'flat',
      quantity: '1',
      unitPrice: '20.00',
    },
    { kind: 'discount', description: `Job ${job} goodwill`, amount: '5.00' },
  ];
}

async function post(
  server: RunningServer,
  headers: Record<string, string>,
  path: string,
  body: object,
) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A job order of ten jobs with eight lines each, built through the API as the desk would. */
async function buildJobOrder(server: RunningServer, headers: Record<string, string>) {
  const client = (await post(server, headers, '/clients', {
    name: 'Page Bench',
    phone: '+15555550142',
  })) as { id: string };
  const vehicle = (await post(server, headers, '/vehicles', {
    clientId: client.id,
    make: 'Toyota',
    model: 'Camry',
    year: 2020,
    registrationNumber: 'PAGE-1',
  })) as { id: string };
  let detail = (await post(server, headers, '/job-orders', {
    clientId: client.id,
    vehicleId: vehicle.id,
    mileageIn: 48_210,
    concern: 'Job 1: noise from the front',
    mechanicId: null,
  })) as JobOrderDetail;
  for (let job = 2; job <= JOBS; job += 1) {
    detail = (await post(server, headers, `/job-orders/${detail.id}/jobs`, {
      name: `Job ${job}`,
      complaint: `Concern ${job} as the customer told it`,
    })) as JobOrderDetail;
  }
  for (const [index, job] of detail.jobs.entries()) {
    for (const line of linesOf(index + 1)) {
      detail = (await post(
        server,
        headers,
        `/job-orders/${detail.id}/jobs/${job.id}/lines`,
        line,
      )) as JobOrderDetail;
    }
  }
  return detail;
}

async function measurePage(
  record: Recorder,
  server: RunningServer,
  engine: string,
  targetMs: number,
) {
  const { headers } = await createAdminWithShop(server.url);
  const built = await buildJobOrder(server, headers);
  if (built.jobs.length !== JOBS || built.lines.length !== JOBS * LINES_PER_JOB) {
    throw new Error(`built ${built.jobs.length} jobs and ${built.lines.length} lines`);
  }
  // The server's floor on this machine now: a health check that only asks the database to answer.
  const floor = summarise(await timeGets(`${server.url}/readyz`, {}, REQUESTS, WARMUP));
  const page = summarise(
    await timeGets(`${server.url}/api/v1/job-orders/${built.id}`, headers, REQUESTS, WARMUP),
  );
  record.measure(
    `GET /job-orders/:id with ${JOBS} jobs and ${built.lines.length} lines (${engine}) p95`,
    page.p95,
    'ms',
    { op: '<=', value: targetMs },
    `p50 ${page.p50.toFixed(2)} ms; /readyz p95 ${floor.p95.toFixed(2)} ms in the same run`,
  );
}

export const jobOrderPageScenario: Scenario = {
  name: 'job-order-page',
  summary:
    'the job order page (GET /job-orders/:id) with 10 jobs and 80 lines, built through the API: p95 on PostgreSQL and on PGlite beside /readyz',
  async run(record) {
    const unreachable = await postgresUnreachable();
    if (unreachable) {
      record.skip('job order page on PostgreSQL', `PostgreSQL is not reachable: ${unreachable}`);
    } else {
      await withTempDir((dataDir) =>
        withTemporaryDatabase(async (databaseUrl) => {
          const server = await startServer({ dataDir, databaseUrl, demoData: false });
          try {
            await measurePage(record, server, 'PostgreSQL', 30);
          } finally {
            await server.stop();
          }
        }),
      );
    }
    await withTempDir(async (dataDir) => {
      const server = await startServer({ dataDir, demoData: false });
      try {
        await measurePage(record, server, 'PGlite', 30);
      } finally {
        await server.stop();
      }
    });
  },
};
