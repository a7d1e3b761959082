import type { ClientRetentionReport } from '@pitstop/domain/client-retention';
import { addCalendarMonths } from '@pitstop/domain/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../db/schema/billing.ts';
import { clientVisits } from '../../../db/schema/clients.ts';
import { communicationLogs } from '../../../db/schema/workshop.ts';
import { apiAs, type Session, signUpStaff, userIdOf } from '../../../test/api-helpers.ts';
import { createShopAdmin } from '../../../test/auth-helpers.ts';
import { jobOrderRows } from '../../../test/job-order-rows.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { clientVisitMismatches } from './client-visits-check.ts';
import { sendLapsedReminders } from './lapsed-reminders.ts';

/**
 * The shop is in America/New_York; the period is March 2026, whose second Sunday (the 8th) moves
 * the clocks from 2:00 to 3:00. Every figure is compared with a recomputation in this file from
 * the raw job-order and invoice rows it inserts (local days by Intl, not by the database).
 */
const ZONE = 'America/New_York';
const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const FEBRUARY = { from: '2026-01-29', to: '2026-02-28' };

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let manager: Session;
let desk: Session;
let mechanic: Session;
let shopId: string;
const as = (session: Session) => apiAs(harness.app, session);
const run = (query: ReturnType<typeof sql>) => harness.database.db.execute(query);

type Completed = { client: string; at: string };
const completed: Completed[] = [];
const invoiced: { client: string; total: string; credited: string; status: string }[] = [];
const names: Record<string, string> = {};

const localDay = (at: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' }).format(new Date(at));

/** Visits by hand: per client the set of local days of their completed job orders. */
function visitDays(): Map<string, string[]> {
  const days = new Map<string, Set<string>>();
  for (const row of completed) {
    const set = days.get(row.client) ?? new Set<string>();
    set.add(localDay(row.at));
    days.set(row.client, set);
  }
  return new Map([...days].map(([client, set]) => [client, [...set].sort()]));
}

function expected(range: { from: string; to: string }) {
  const visits = visitDays();
  const inRange = (day: string, r: { from: string; to: string }) => day >= r.from && day <= r.to;
  const base = { from: addCalendarMonths(range.from, -12), to: dayBefore(range.from) };
  let clientsSeen = 0;
  let newClients = 0;
  let visitCount = 0;
  let baseClients = 0;
  let retained = 0;
  for (const days of visits.values()) {
    const during = days.filter((day) => inRange(day, range));
    visitCount += during.length;
    if (during.length > 0) clientsSeen += 1;
    if (days[0] && inRange(days[0], range)) newClients += 1;
    if (days.some((day) => inRange(day, base))) {
      baseClients += 1;
      if (during.length > 0) retained += 1;
    }
  }
  return { clientsSeen, newClients, visits: visitCount, baseClients, retained };
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

async function report(query: string, session: Session = admin) {
  const response = await as(session).get(`/reports/client-retention?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ClientRetentionReport;
}

beforeAll(async () => {
  harness = await createTestApp();
  const rows = jobOrderRows(harness.database);
  admin = await createShopAdmin(harness.app, {
    email: 'admin@retention.test',
    shopName: 'Retention Garage',
  });
  shopId = admin.shopId;
  manager = await signUpStaff(harness.app, { email: 'm@retention.test', shopId, role: 'manager' });
  desk = await signUpStaff(harness.app, { email: 'd@retention.test', shopId, role: 'front_desk' });
  mechanic = await signUpStaff(harness.app, {
    email: 'x@retention.test',
    shopId,
    role: 'mechanic',
  });
  await run(sql`update shops set timezone = ${ZONE} where id = ${shopId}`);

  const client = async (name: string, email: string | null, optOut = false) => {
    const id = await rows.client(shopId, { name, ...(email ? { email } : {}) });
    if (optOut)
      await run(sql`update clients set service_reminders_opt_out = true where id = ${id}`);
    names[id] = name;
    return id;
  };
  const jobOrder = async (clientId: string, status: string, at: string) => {
    await run(sql`insert into job_orders (shop_id, client_id, status, opened_at, completed_at)
      values (${shopId}, ${clientId}, ${status}, ${at}, ${status === 'completed' ? at : null})`);
    if (status === 'completed') completed.push({ client: clientId, at });
  };
  let number = 0;
  const invoice = async (
    clientId: string,
    values: { total: string; status: string; credit?: string; counterSale?: boolean },
  ) => {
    const issued = values.status !== 'draft' && values.status !== 'void';
    number += 1;
    const [row] = await harness.database.db
      .insert(invoices)
      .values({
        shopId,
        status: values.status,
        clientId,
        billToName: names[clientId] ?? '',
        number: issued ? `INV-${number}` : null,
        subtotal: values.total,
        net: values.total,
        total: values.total,
        issuedOn: issued ? '2026-03-10' : null,
      })
      .returning({ id: invoices.id });
    if (values.credit && row) {
      await run(sql`insert into credit_notes (shop_id, invoice_id, number, reason, net, tax, total, issued_on)
        values (${shopId}, ${row.id}, ${`CN-${number}`}, 'Goodwill', ${values.credit}, '0', ${values.credit}, '2026-03-12')`);
      await run(sql`update invoices set credited = ${values.credit} where id = ${row.id}`);
    }
    invoiced.push({
      client: clientId,
      total: values.total,
      credited: values.credit ?? '0',
      status: values.status,
    });
  };

  // Ann: seen last June, back twice on 2 March (one visit), invoiced 300.00 less a 50.00 credit
  // note, and a voided draft that counts for nothing.
  const ann = await client('Ann Archer', 'ann@example.com');
  await jobOrder(ann, 'completed', '2025-06-10T15:00:00Z');
  await jobOrder(ann, 'completed', '2026-03-02T15:00:00Z');
  await jobOrder(ann, 'completed', '2026-03-02T20:00:00Z');
  await invoice(ann, { total: '300.00', status: 'issued', credit: '50.00' });
  await invoice(ann, { total: '999.00', status: 'void' });
  // Ben: new in March, at 23:59 on Saturday 7 March (EST) and 00:01 on Sunday the 8th (the DST
  // day): two visits on two days.
  const ben = await client('Ben Baker', 'ben@example.com');
  await jobOrder(ben, 'completed', '2026-03-08T04:59:00Z');
  await jobOrder(ben, 'completed', '2026-03-08T05:01:00Z');
  await invoice(ben, { total: '100.00', status: 'paid' });
  // Gus: first visit 23:30 on 28 February local (already 1 March in UTC), back on 20 March.
  const gus = await client('Gus Green', 'gus@example.com');
  await jobOrder(gus, 'completed', '2026-03-01T04:30:00Z');
  await jobOrder(gus, 'completed', '2026-03-20T14:00:00Z');
  // Cara: seen in April 2025 only; lapsed, reachable.
  const cara = await client('Cara Cole', 'cara@example.com');
  await jobOrder(cara, 'completed', '2025-04-01T14:00:00Z');
  // Dan: lapsed without an e-mail address. Eve: lapsed, opted out of reminders.
  const dan = await client('Dan Dunn', null);
  await jobOrder(dan, 'completed', '2024-11-20T14:00:00Z');
  const eve = await client('Eve Eng', 'eve@example.com', true);
  await jobOrder(eve, 'completed', '2025-01-15T14:00:00Z');
  // Fay: an open job order and a counter sale in March: no visit, but spend.
  const fay = await client('Fay Fox', 'fay@example.com');
  await jobOrder(fay, 'in_progress', '2026-03-15T14:00:00Z');
  await invoice(fay, { total: '40.00', status: 'paid', counterSale: true });
});

afterAll(async () => {
  await harness?.close();
});

describe('Client Retention', () => {
  it('counts visits, new and returning clients and retention as the raw rows say', async () => {
    const body = await report(`period=custom&from=${MARCH.from}&to=${MARCH.to}&compare=previous`);
    const now = expected(MARCH);
    const before = expected(FEBRUARY);
    expect(body.comparison).toEqual(FEBRUARY);
    expect(body.empty).toBe(false);
    expect(body.figures.clientsSeen.value).toBe(String(now.clientsSeen));
    expect(body.figures.newClients.value).toBe(String(now.newClients));
    expect(body.figures.returningClients.value).toBe(String(now.clientsSeen - now.newClients));
    expect(body.figures.visits.value).toBe(String(now.visits));
    expect(body.figures.retentionBase.value).toBe(String(now.baseClients));
    expect(body.figures.retainedClients.value).toBe(String(now.retained));
    expect(body.figures.retentionRate.value).toBe(
      ((now.retained / now.baseClients) * 100).toFixed(1),
    );
    expect(body.figures.clientsSeen.previous).toBe(String(before.clientsSeen));
    expect(body.figures.newClients.previous).toBe(String(before.newClients));
    // What a user reads, by hand: Ann (returning), Ben (new, 2 visits), Gus (returning, first
    // seen 28 February local): 3 clients, 1 new, 4 visits. Of Ann, Cara and Gus (seen in the 12
    // months before; Eve's January 2025 is older) Ann and Gus came back.
    expect([now.clientsSeen, now.newClients, now.visits]).toEqual([3, 1, 4]);
    expect([now.baseClients, now.retained]).toEqual([3, 2]);
    expect(body.figures.retentionRate.value).toBe('66.7');
  });

  it('splits the series by week across the DST change and builds the cohorts', async () => {
    const body = await report(`period=custom&from=${MARCH.from}&to=${MARCH.to}&groupBy=week`);
    const week = body.series.find((bucket) => bucket.from === '2026-03-02');
    expect(week).toMatchObject({ to: '2026-03-08', clientsSeen: 2, newClients: 1, visits: 3 });
    const sum = body.series.reduce((total, bucket) => total + bucket.visits, 0);
    expect(sum).toBe(expected(MARCH).visits);
    const wide = await report('period=custom&from=2026-02-01&to=2026-03-31&groupBy=month');
    const february = wide.cohorts.find((cohort) => cohort.month === '2026-02-01');
    expect(february?.clients).toBe(1);
    expect(february?.returning.slice(0, 2)).toEqual(['100.0', '100.0']);
    const march = wide.cohorts.find((cohort) => cohort.month === '2026-03-01');
    expect(march?.returning[0]).toBe('100.0');
  });

  it('gives lifetime value net of credit notes, counter sales included, and top clients', async () => {
    const body = await report(`period=custom&from=${MARCH.from}&to=${MARCH.to}`);
    const spend = new Map<string, number>();
    for (const row of invoiced) {
      if (row.status === 'draft' || row.status === 'void') continue;
      spend.set(
        row.client,
        (spend.get(row.client) ?? 0) +
          Math.round(Number(row.total) * 100) -
          Math.round(Number(row.credited) * 100),
      );
    }
    const visitors = [...visitDays().keys()];
    const cents = visitors.reduce((total, client) => total + (spend.get(client) ?? 0), 0);
    expect(body.figures.lifetimeValue.value).toBe((cents / visitors.length / 100).toFixed(2));
    expect(body.topClients.map((row) => [row.name, row.totalSpend])).toEqual([
      ['Ann Archer', '250.00'],
      ['Ben Baker', '100.00'],
      ['Fay Fox', '40.00'],
    ]);
  });

  it('lists lapsed clients with who can be reached', async () => {
    const body = await report('lapsedMonths=12');
    expect(body.lapsed.items.map((row) => row.name)).toEqual(['Cara Cole', 'Eve Eng', 'Dan Dunn']);
    expect(body.lapsed).toMatchObject({ total: 3, reachable: 1, withoutEmail: 1, optedOut: 1 });
  });

  it('drills down to the clients list through the visit filters', async () => {
    const namesOf = async (query: string) => {
      const response = await as(admin).get(`/clients?sort=name&order=asc&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: { name: string }[] }).items.map((row) => row.name);
    };
    expect(await namesOf(`visitedFrom=${MARCH.from}&visitedTo=${MARCH.to}`)).toEqual([
      'Ann Archer',
      'Ben Baker',
      'Gus Green',
    ]);
    expect(await namesOf(`firstVisitFrom=${MARCH.from}&firstVisitTo=${MARCH.to}`)).toEqual([
      'Ben Baker',
    ]);
    // Came back: seen in the 12 months before March and in March.
    expect(
      await namesOf(
        `visitedFrom=${MARCH.from}&visitedTo=${MARCH.to}&alsoVisitedFrom=2025-03-01&alsoVisitedTo=2026-02-28`,
      ),
    ).toEqual(['Ann Archer', 'Gus Green']);
    expect(await namesOf('firstVisitFrom=2026-02-01&firstVisitTo=2026-02-28')).toEqual([
      'Gus Green',
    ]);
    const body = await report('lapsedMonths=12');
    expect(await namesOf(`lastVisitBefore=${body.lapsed.lastVisitBefore}`)).toEqual([
      'Cara Cole',
      'Dan Dunn',
      'Eve Eng',
    ]);
    const bad = await as(admin).get('/clients?visitedFrom=March');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('query.visitedFrom');
  });

  it('shows an empty period as empty', async () => {
    const body = await report('period=custom&from=2020-01-01&to=2020-01-31');
    expect(body.empty).toBe(true);
    expect(body.figures.retentionRate.value).toBeNull();
    expect(body.figures.clientsSeen.value).toBe('0');
  });

  it('is for admin and manager only', async () => {
    expect((await as(manager).get('/reports/client-retention')).statusCode).toBe(200);
    expect((await as(desk).get('/reports/client-retention')).statusCode).toBe(403);
    expect((await as(mechanic).get('/reports/client-retention')).statusCode).toBe(403);
    expect((await as(desk).get('/reports/client-retention/export.csv')).statusCode).toBe(403);
    const post = await as(mechanic).send('POST', '/reports/client-retention/lapsed-reminders', {
      lapsedMonths: 12,
    });
    expect(post.statusCode).toBe(403);
  });

  it('refuses bad periods and lapsed months naming the parameter', async () => {
    const cases: [string, string][] = [
      ['period=custom&from=2026-03-10&to=2026-03-01', 'query.to'],
      ['period=custom&from=2020-01-01&to=2026-03-01', 'query.to'],
      ['groupBy=year', 'query.groupBy'],
      ['lapsedMonths=0', 'query.lapsedMonths'],
      ['lapsedMonths=abc', 'query.lapsedMonths'],
    ];
    for (const [query, path] of cases) {
      const response = await as(admin).get(`/reports/client-retention?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(path);
    }
  });

  it('exports the tables as CSV', async () => {
    const response = await as(admin).get(
      `/reports/client-retention/export.csv?period=custom&from=${MARCH.from}&to=${MARCH.to}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('client-retention.csv');
    expect(response.body).toContain('Retention rate,66.7');
    expect(response.body).toContain('Cara Cole,cara@example.com,2025-04-01');
  });

  it('keeps client_visits equal to a rebuild from the job orders', async () => {
    const db = harness.database.db;
    const read = () =>
      db
        .select()
        .from(clientVisits)
        .where(sql`${clientVisits.shopId} = ${shopId}`)
        .orderBy(clientVisits.clientId, clientVisits.visitOn);
    const kept = await read();
    expect(await clientVisitMismatches(harness.database.db, shopId)).toEqual([]);
    await run(
      sql`update client_visits set job_orders = 5 where shop_id = ${shopId} and client_id in (select id from clients where name = 'Ben Baker')`,
    );
    // Ben's two rows are wrong: each is missing as it should be and extra as it is.
    expect(await clientVisitMismatches(harness.database.db, shopId)).toHaveLength(4);
    await run(sql`select client_visits_rebuild(${shopId})`);
    expect(await read()).toEqual(kept);
    // A new time zone moves the 23:59 visit (UTC: 04:59 on the 8th) to another day.
    await run(sql`update shops set timezone = 'UTC' where id = ${shopId}`);
    const inUtc = await read();
    expect(inUtc).not.toEqual(kept);
    await run(sql`update shops set timezone = ${ZONE} where id = ${shopId}`);
    expect(await read()).toEqual(kept);
  });

  it('sends one reminder per reachable lapsed client, and none twice for one click', async () => {
    const click = { 'idempotency-key': 'click-1' };
    const first = await as(admin).send(
      'POST',
      '/reports/client-retention/lapsed-reminders',
      { lapsedMonths: 12 },
      click,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      sent: 1,
      alreadySent: 0,
      skippedWithoutEmail: 1,
      skippedOptedOut: 1,
    });
    const again = await as(admin).send(
      'POST',
      '/reports/client-retention/lapsed-reminders',
      { lapsedMonths: 12 },
      click,
    );
    expect(again.json()).toMatchObject({ sent: 0, alreadySent: 1 });
    const logs = await harness.database.db
      .select({ clientId: communicationLogs.clientId, type: communicationLogs.type })
      .from(communicationLogs)
      .where(sql`${communicationLogs.shopId} = ${shopId}`);
    expect(logs).toHaveLength(1);
    expect(names[logs[0]?.clientId ?? '']).toBe('Cara Cole');

    const userId = await userIdOf(harness.app, admin);
    const direct = await harness.database.db.transaction((tx) =>
      sendLapsedReminders({ tx, shopId, userId, lapsedMonths: 12, idempotencyKey: 'click-2' }),
    );
    expect(direct.sent).toBe(1);
  });
});
