import type { DashboardKpis } from '@pitstop/domain/dashboard';
import { localToday } from '@pitstop/domain/local-time';
import type { RevenueReport } from '@pitstop/domain/revenue-report';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';

/** The KPI cards: the revenue report's figures for this month so far, and the shop's close ratio. */
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let desk: Session & { id: string };
let mechanic: Session;
const run = (query: ReturnType<typeof sql>) => harness.database.db.execute(query);
const idOf = async (query: ReturnType<typeof sql>) => {
  const result = (await run(query)) as { rows: { id: string }[] };
  return String(result.rows[0]?.id);
};

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createShopAdmin(harness.app, { email: 'admin@kpi.test', shopName: 'KPI Garage' });
  const shopId = admin.shopId;
  desk = await signUpStaff(harness.app, { email: 'desk@kpi.test', shopId, role: 'front_desk' });
  mechanic = await signUpStaff(harness.app, { email: 'mech@kpi.test', shopId, role: 'mechanic' });
  const rows = jobOrderRows(harness.database);
  const client = await rows.client(shopId, { name: 'Kim' });
  const car = await rows.vehicle(shopId, client, { make: 'Mazda', model: '3' });
  await run(sql`update shops set timezone = 'America/Chicago' where id = ${shopId}`);
  const today = localToday('America/Chicago');
  const job = () =>
    idOf(sql`insert into job_orders (shop_id, client_id, vehicle_id, status, opened_at)
      values (${shopId}, ${client}, ${car}, 'in_progress', now()) returning id`);
  const first = await job();
  const second = await job();
  const invoice =
    await idOf(sql`insert into invoices (shop_id, number, status, job_order_id, client_id,
      bill_to_name, net, tax, total, issued_on)
    values (${shopId}, 'INV-2026-09001', 'issued', ${first}, ${client}, 'Kim', '240.00', '0', '240.00', ${today})
    returning id`);
  await run(sql`insert into invoice_lines (shop_id, invoice_id, kind, description, pricing, quantity,
      unit_price, amount, net, tax)
    values (${shopId}, ${invoice}, 'labor', 'Diagnosis', 'hourly', '2', '120.00', '240.00', '240.00', '0')`);
  // Presented 400 + 100, approved 300 + 0: a close ratio of 60 %; the earlier revision is replaced.
  const sent = (
    jobOrder: string,
    revision: number,
    presented: string,
    approved: string,
    ago: string,
  ) =>
    run(sql`insert into job_order_estimates (shop_id, job_order_id, revision, sent_at, sent_by,
        presented_total, approved_total)
      values (${shopId}, ${jobOrder}, ${revision}, now() - ${ago}::interval, ${desk.id},
        ${presented}, ${approved})`);
  await sent(first, 1, '900.00', '0', '2 minutes');
  await sent(first, 2, '400.00', '300.00', '1 minute');
  await sent(second, 1, '100.00', '0', '1 minute');
});

afterAll(async () => {
  await harness?.close();
});

describe('GET /dashboard/kpis', () => {
  it('gives this month so far: the revenue report figures and the close ratio, with 12 months', async () => {
    const response = await apiAs(harness.app, admin).get('/dashboard/kpis');
    expect(response.statusCode).toBe(200);
    const kpis = response.json() as DashboardKpis;
    const report = (
      await apiAs(harness.app, admin).get(
        `/reports/revenue?period=custom&from=${kpis.period.from}&to=${kpis.period.to}`,
      )
    ).json() as RevenueReport;
    const card = (kpi: string) => kpis.cards.find((each) => each.kpi === kpi);
    expect(card('revenue')?.value).toBe('240.00');
    expect(card('revenue')?.value).toBe(report.figures.revenue);
    expect(card('carCount')?.value).toBe('1');
    expect(card('averageRepairOrder')?.value).toBe('240.00');
    expect(card('effectiveLaborRate')?.value).toBe('120.00');
    expect(card('grossProfitPercent')?.value).toBeNull();
    expect(card('closeRatio')?.value).toBe('60.0');
    expect(card('revenue')?.change).toEqual({ difference: '240', percent: null });
    expect(kpis.months).toHaveLength(12);
    expect(card('revenue')?.sparkline.at(-1)).toBe('240.00');
  });

  it('never sends shop revenue to the front desk or a mechanic', async () => {
    expect((await apiAs(harness.app, desk).get('/dashboard/kpis')).statusCode).toBe(403);
    expect((await apiAs(harness.app, mechanic).get('/dashboard/kpis')).statusCode).toBe(403);
    expect((await apiAs(harness.app, desk).get('/reports/revenue')).statusCode).toBe(403);
  });
});
