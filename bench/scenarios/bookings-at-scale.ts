import { addLocalDays, localToday, weekdayOf, zonedInstant } from '@pitstop/domain/local-time';
import pg from 'pg';
import { getCalendar } from '../../apps/server/src/modules/bookings/get-calendar.ts';
import { createAdminWithShop } from '../lib/api-session.ts';
import { captureQueries } from '../lib/capture-sql.ts';
import { type BookingShopSize, generateBookings } from '../lib/generate-bookings.ts';
import { type Execute, generateShop } from '../lib/generate-shop.ts';
import { summarise, timeCalls, timeGets } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

const REQUESTS = 500;
/** Untimed requests first, so V8 has compiled the request path (see clients-at-scale). */
const WARMUP = 1_500;
/** 30 mechanics × 9 one-hour jobs × ~740 open days ≈ 200k appointments. */
const SHOP: BookingShopSize = {
  mechanics: 30,
  pastDays: 820,
  futureDays: 60,
  jobsPerDay: 9,
  vehicles: 8_000,
};
const RACERS = 50;
/** createAdminWithShop's zone. */
const TIME_ZONE = 'America/Chicago';

function pgExecute(client: pg.Client): Execute {
  return (text, params) => client.query(text, params as unknown[]);
}

/** Monday to Monday of the week after next, in the shop's zone: a fully generated week. */
function weekAfterNext(): { from: string; to: string } {
  let monday = addLocalDays(localToday(TIME_ZONE), 8);
  while (weekdayOf(monday) !== 1) monday = addLocalDays(monday, 1);
  return {
    from: zonedInstant(monday, '00:00', TIME_ZONE).toISOString(),
    to: zonedInstant(addLocalDays(monday, 7), '00:00', TIME_ZONE).toISOString(),
  };
}

async function measureWeekView(
  record: Recorder,
  server: RunningServer,
  headers: Record<string, string>,
  client: pg.Client,
  databaseUrl: string,
  shopId: string,
) {
  const week = weekAfterNext();
  const url = `${server.url}/api/v1/appointments/calendar?from=${encodeURIComponent(week.from)}&to=${encodeURIComponent(week.to)}`;
  const first = await fetch(url, { headers });
  const body = (await first.json()) as { items?: unknown[] };
  if (!first.ok || !body.items?.length) {
    throw new Error(`week view answered ${first.status} with ${body.items?.length ?? 0} items`);
  }
  const queries = await captureQueries(databaseUrl, (db) =>
    getCalendar({ tx: db as never, shopId, from: week.from, to: week.to }),
  );
  const direct = summarise(
    await timeCalls(async () => {
      for (const query of queries) await client.query(query.text, query.params);
    }, REQUESTS),
  );
  const api = summarise(await timeGets(url, headers, REQUESTS, WARMUP));
  record.measure(
    'direct SQL week view p95 (PostgreSQL)',
    direct.p95,
    'ms',
    undefined,
    `p50 ${direct.p50.toFixed(2)} ms`,
  );
  record.measure(
    `GET /appointments/calendar week p95 vs 1.5× SQL + 2 ms (PostgreSQL)`,
    api.p95,
    'ms',
    { op: '<=', value: 1.5 * direct.p95 + 2 },
    `${body.items.length} appointments of 30 mechanics; p50 ${api.p50.toFixed(2)} ms`,
  );
}

async function measureSlotSearch(
  record: Recorder,
  server: RunningServer,
  headers: Record<string, string>,
  serviceIds: string[],
) {
  const today = localToday(TIME_ZONE);
  const query = new URLSearchParams({
    serviceIds: serviceIds.slice(0, 2).join(','),
    from: today,
    to: addLocalDays(today, 59),
    mechanicId: 'any',
  });
  const url = `${server.url}/api/v1/booking-slots?${query}`;
  const first = await fetch(url, { headers });
  const body = (await first.json()) as { days?: { slots: unknown[] }[] };
  const slots = body.days?.reduce((sum, day) => sum + day.slots.length, 0) ?? 0;
  if (!first.ok || slots === 0)
    throw new Error(`slot search answered ${first.status} with ${slots} slots`);
  const api = summarise(await timeGets(url, headers, REQUESTS, WARMUP));
  record.measure(
    'GET /booking-slots over 60 days, any mechanic, p95 (PostgreSQL)',
    api.p95,
    'ms',
    { op: '<=', value: 30 },
    `${slots} free starts; p50 ${api.p50.toFixed(2)} ms`,
  );
}

/** 50 staff bookings of one mechanic's one free slot at once: exactly one may win. */
async function measureRace(
  record: Recorder,
  server: RunningServer,
  headers: Record<string, string>,
  client: pg.Client,
  shopId: string,
  mechanicId: string,
  serviceIds: string[],
) {
  const { rows } = await client.query(
    `select c.id as client_id, v.id as vehicle_id from vehicles v join clients c on c.id = v.client_id
     where v.shop_id = $1 and v.status = 'active' limit ${RACERS}`,
    [shopId],
  );
  // Evening of the day after tomorrow: inside opening hours, after every generated job.
  let day = addLocalDays(localToday(TIME_ZONE), 2);
  while (weekdayOf(day) === 7) day = addLocalDays(day, 1);
  const startsAt = zonedInstant(day, '17:00', TIME_ZONE).toISOString();
  const statuses = await Promise.all(
    rows.map(async (row: { client_id: string; vehicle_id: string }) => {
      const response = await fetch(`${server.url}/api/v1/appointments`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: row.client_id,
          vehicleId: row.vehicle_id,
          serviceIds: [serviceIds[0]],
          mechanicId,
          startsAt,
        }),
      });
      const text = await response.text();
      const problem = response.status === 409 ? (JSON.parse(text) as { code?: string }) : null;
      return { status: response.status, code: problem?.code };
    }),
  );
  const won = statuses.filter((result) => result.status === 201).length;
  const refused = statuses.filter((result) => result.status === 409).length;
  const errors = statuses.length - won - refused;
  const codes = [...new Set(statuses.map((result) => result.code).filter(Boolean))].join(', ');
  record.measure(`${RACERS} parallel bookings of one slot: successes`, won, 'requests', {
    op: '<=',
    value: 1,
  });
  record.measure(`${RACERS} parallel bookings of one slot: at least one success`, won, 'requests', {
    op: '>=',
    value: 1,
  });
  record.measure(
    `${RACERS} parallel bookings of one slot: clean 409s`,
    refused,
    'requests',
    { op: '>=', value: RACERS - 1 },
    codes ? `codes: ${codes}` : undefined,
  );
  record.measure(`${RACERS} parallel bookings of one slot: errors`, errors, 'requests', {
    op: '<=',
    value: 0,
  });
}

async function run(record: Recorder) {
  const unreachable = await postgresUnreachable();
  if (unreachable) {
    record.skip('bookings at scale', `PostgreSQL is not reachable: ${unreachable}`);
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
        await generateShop(pgExecute(client), shopId, {
          clients: 5_000,
          vehicles: SHOP.vehicles,
          jobOrders: 0,
        });
        const generated = await generateBookings(pgExecute(client), shopId, SHOP);
        record.measure(
          `generate ${SHOP.mechanics} mechanics and ${generated.appointments.toLocaleString('en-US')} appointments (PostgreSQL)`,
          (performance.now() - startedAt) / 1000,
          's',
        );
        await measureWeekView(record, server, headers, client, databaseUrl, shopId);
        await measureSlotSearch(record, server, headers, generated.serviceIds);
        const [mechanicId] = generated.mechanicIds;
        if (!mechanicId) throw new Error('no mechanic generated');
        await measureRace(
          record,
          server,
          headers,
          client,
          shopId,
          mechanicId,
          generated.serviceIds,
        );
      } finally {
        await client.end().catch(() => {});
        await server.stop();
      }
    }),
  );
}

export const bookingsAtScaleScenario: Scenario = {
  name: 'bookings-at-scale',
  summary:
    'PostgreSQL, one shop with 30 mechanics and 200k appointments: week view API vs its SQL, 60-day slot search, 50 racing bookings of one slot',
  run,
};
