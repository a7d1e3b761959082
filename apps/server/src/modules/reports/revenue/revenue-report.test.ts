import { type RevenueReport, revenueFigureOrder } from '@pitstop/domain/revenue-report';
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type Session, signUpStaff } from '../../../test/api-helpers.ts';
import { createShopAdmin } from '../../../test/auth-helpers.ts';
import { jobOrderRows } from '../../../test/job-order-rows.ts';
import { createTestApp } from '../../../test/test-app.ts';

/**
 * The revenue report against an independent recomputation: the raw invoice, credit note,
 * payment and stock rows read back with plain selects and summed here in JS. The shop is in
 * America/New_York; March 2026 holds the spring DST change (the 8th), an invoice on its first
 * and last day, a tax-inclusive counter sale, a discount, a partial payment, a credit note with
 * its refund and a voided draft; February is the compared period.
 */
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let manager: Session;
let desk: Session;
let mia: Session & { id: string };
let shopId: string;
const march = '/reports/revenue?period=custom&from=2026-03-01&to=2026-03-31';
type Row = Record<string, unknown>;
const run = (query: ReturnType<typeof sql>) => harness.database.db.execute(query);
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);
const insertId = async (query: ReturnType<typeof sql>) => String(rowsOf(await run(query))[0]?.id);

beforeAll(async () => {
  harness = await createTestApp();
  const rows = jobOrderRows(harness.database);
  admin = await createShopAdmin(harness.app, { email: 'admin@rev.test', shopName: 'Rev Garage' });
  shopId = admin.shopId;
  manager = await signUpStaff(harness.app, { email: 'manager@rev.test', shopId, role: 'manager' });
  desk = await signUpStaff(harness.app, { email: 'desk@rev.test', shopId, role: 'front_desk' });
  mia = await signUpStaff(harness.app, { email: 'mia@rev.test', shopId, role: 'mechanic' });
  await run(sql`update shops set timezone = 'America/New_York' where id = ${shopId}`);
  await run(
    sql`update employees set pay_type = 'hourly', pay_rate = '30.00' where user_id = ${mia.id}`,
  );
  const ann = await rows.client(shopId, { name: 'Ann Archer' });
  const car = await rows.vehicle(shopId, ann, { make: 'Toyota', model: 'RAV4' });
  const brakes =
    await insertId(sql`insert into services (shop_id, name, category, duration_minutes, price)
    values (${shopId}, 'Brakes', 'Repair', 90, '150.00') returning id`);
  const job = (mechanic: string | null) =>
    insertId(sql`insert into job_orders (shop_id, client_id, vehicle_id, mechanic_id, status, opened_at, completed_at)
      values (${shopId}, ${ann}, ${car}, ${mechanic}, 'completed', '2026-02-01T12:00Z', '2026-02-02T12:00Z') returning id`);
  let number = 0;
  const invoice = (values: {
    jobOrder: string | null;
    issuedOn: string | null;
    status?: string;
    net: string;
    tax: string;
    discount?: string;
    inclusive?: boolean;
  }) => {
    number += 1;
    const issued = values.issuedOn !== null;
    const total = new Big(values.net).plus(values.tax).toFixed(2);
    return insertId(sql`insert into invoices (shop_id, number, status, job_order_id, client_id, bill_to_name,
        prices_include_tax, subtotal, discount, net, tax, total, issued_on)
      values (${shopId}, ${issued ? `INV-2026-${String(number).padStart(5, '0')}` : null},
        ${values.status ?? (issued ? 'issued' : 'void')}, ${values.jobOrder},
        ${values.jobOrder ? ann : null}, 'Ann Archer', ${values.inclusive ?? false},
        ${values.net}, ${values.discount ?? '0'}, ${values.net}, ${values.tax}, ${total}, ${values.issuedOn})
      returning id`);
  };
  const line = (
    invoiceId: string,
    values: {
      kind: 'labor' | 'part' | 'fee' | 'discount';
      net: string;
      tax: string;
      rate: string | null;
      discount?: string;
      quantity?: string;
      pricing?: 'hourly' | 'flat';
      service?: string;
      item?: string;
    },
  ) =>
    insertId(sql`insert into invoice_lines (shop_id, invoice_id, kind, description, pricing, quantity,
        unit_price, percent, tax_rate, amount, discount, net, tax, service_id, inventory_item_id)
      values (${shopId}, ${invoiceId}, ${values.kind}, ${values.kind}, ${values.pricing ?? null},
        ${values.quantity ?? '1'}, ${values.kind === 'discount' ? null : values.net},
        ${values.kind === 'discount' ? '10' : null}, ${values.rate}, ${values.net},
        ${values.discount ?? '0'}, ${values.kind === 'discount' ? '0' : values.net}, ${values.tax},
        ${values.service ?? null}, ${values.item ?? null})
      returning id`);
  const payment = (
    invoiceId: string,
    amount: string,
    paidOn: string,
    method: string,
    creditNote?: string,
  ) =>
    run(sql`insert into payments (shop_id, invoice_id, credit_note_id, method, amount, paid_on)
      values (${shopId}, ${invoiceId}, ${creditNote ?? null}, ${method}, ${amount}, ${paidOn})`);

  const filter =
    await insertId(sql`insert into inventory_items (shop_id, sku, name, cost, price, on_hand)
    values (${shopId}, 'F-1', 'Oil filter', '60.00', '100.00', '5') returning id`);

  // 1 March (first day): Mia (hourly 30) — 2 h labor, a stock part, a fee, a 10 % discount.
  const first = await job(mia.id);
  const one = await invoice({
    jobOrder: first,
    issuedOn: '2026-03-01',
    net: '297.00',
    tax: '23.76',
    discount: '33.00',
  });
  await line(one, {
    kind: 'labor',
    net: '180.00',
    tax: '14.40',
    rate: '8.000',
    discount: '20.00',
    quantity: '2',
    pricing: 'hourly',
  });
  await line(one, {
    kind: 'part',
    net: '90.00',
    tax: '7.20',
    rate: '8.000',
    discount: '10.00',
    item: filter,
  });
  await line(one, { kind: 'fee', net: '27.00', tax: '2.16', rate: '8.000', discount: '3.00' });
  await line(one, { kind: 'discount', net: '0', tax: '0', rate: null });
  await run(sql`insert into stock_movements (shop_id, item_id, kind, on_hand_change, on_hand_after, unit_cost, job_order_id, actor_name)
    values (${shopId}, ${filter}, 'consumption', '-1', '4', '60.00', ${first}, 'Mia')`);
  await payment(one, '100.00', '2026-03-05', 'card');

  // 8 March (the DST day): a mechanic-less flat brake job, credited in part on the 10th, refunded.
  const second = await job(null);
  const two = await invoice({
    jobOrder: second,
    issuedOn: '2026-03-08',
    net: '150.00',
    tax: '12.00',
  });
  const brakeLine = await line(two, {
    kind: 'labor',
    net: '150.00',
    tax: '12.00',
    rate: '8.000',
    pricing: 'flat',
    service: brakes,
  });
  await payment(two, '162.00', '2026-03-08', 'cash');
  const credit =
    await insertId(sql`insert into credit_notes (shop_id, invoice_id, number, reason, net, tax, total, refunded, issued_on)
    values (${shopId}, ${two}, 'CN-2026-00001', 'Goodwill', '50.00', '4.00', '54.00', '54.00', '2026-03-10') returning id`);
  await run(sql`insert into credit_note_lines (shop_id, credit_note_id, invoice_line_id, description, quantity, tax_rate, net, tax)
    values (${shopId}, ${credit}, ${brakeLine}, 'Brakes', '0.33', '8.000', '50.00', '4.00')`);
  await run(sql`update invoices set credited = '54.00', paid = '108.00' where id = ${two}`);
  await payment(two, '-54.00', '2026-03-10', 'cash', credit);

  // 31 March (last day): a tax-inclusive counter sale of a typed part, unpaid.
  const three = await invoice({
    jobOrder: null,
    issuedOn: '2026-03-31',
    net: '45.45',
    tax: '4.55',
    inclusive: true,
  });
  await line(three, { kind: 'part', net: '45.45', tax: '4.55', rate: '10.000' });

  // A voided draft, and invoices outside March: 28 February (compared) and 1 April.
  const voided = await invoice({ jobOrder: null, issuedOn: null, net: '999.00', tax: '0' });
  await line(voided, { kind: 'part', net: '999.00', tax: '0', rate: null });
  const feb = await invoice({
    jobOrder: await job(mia.id),
    issuedOn: '2026-02-28',
    net: '100.00',
    tax: '0',
  });
  await line(feb, {
    kind: 'labor',
    net: '100.00',
    tax: '0',
    rate: null,
    quantity: '1',
    pricing: 'hourly',
  });
  await payment(feb, '100.00', '2026-02-28', 'bank_transfer');
  await run(sql`update invoices set paid = '100.00', status = 'paid' where id = ${feb}`);
  const april = await invoice({ jobOrder: null, issuedOn: '2026-04-01', net: '70.00', tax: '0' });
  await line(april, { kind: 'fee', net: '70.00', tax: '0', rate: null });
});

afterAll(async () => {
  await harness?.close();
});

const as = (session: Session) => apiAs(harness.app, session);

/** The figures recomputed from the raw rows, independently of the report's SQL. */
async function recompute(from: string, to: string) {
  const lines = rowsOf(
    await run(sql`select i.id, i.issued_on::text as day, i.job_order_id, l.kind, l.net, l.discount, l.tax,
      l.quantity, l.pricing, l.inventory_item_id, s.duration_minutes, e.pay_type, e.pay_rate
    from invoices i join invoice_lines l on l.invoice_id = i.id
    left join services s on s.id = l.service_id
    left join job_orders j on j.id = i.job_order_id
    left join employees e on e.user_id = j.mechanic_id
    where i.shop_id = ${shopId} and i.number is not null`),
  );
  const credits = rowsOf(
    await run(sql`select n.issued_on::text as day, l.kind, c.net, c.tax, i.job_order_id
    from credit_notes n join credit_note_lines c on c.credit_note_id = n.id
    join invoice_lines l on l.id = c.invoice_line_id join invoices i on i.id = n.invoice_id
    where n.shop_id = ${shopId}`),
  );
  const pays = rowsOf(
    await run(sql`select paid_on::text as day, amount from payments where shop_id = ${shopId}`),
  );
  const moves = rowsOf(
    await run(sql`select m.on_hand_change, m.unit_cost, i.issued_on::text as day
    from stock_movements m join invoices i on i.job_order_id = m.job_order_id and i.number is not null
    where m.shop_id = ${shopId} and m.kind = 'consumption'`),
  );
  const inRange = (row: Row) => String(row.day) >= from && String(row.day) <= to;
  const sum = (rows: Row[], value: (row: Row) => Big.BigSource) =>
    rows.reduce((total, row) => total.plus(value(row)), new Big(0));
  const lineRows = lines.filter(inRange);
  const creditRows = credits.filter(inRange);
  const kindNet = (kind: string) =>
    sum(
      lineRows.filter((r) => r.kind === kind),
      (r) => String(r.net),
    ).minus(
      sum(
        creditRows.filter((r) => r.kind === kind),
        (r) => String(r.net),
      ),
    );
  const hoursOf = (r: Row) =>
    r.pricing === 'hourly'
      ? new Big(String(r.quantity))
      : new Big(String(r.quantity))
          .times(Number(r.duration_minutes ?? 0))
          .div(60)
          .round(2);
  const labor = lineRows.filter((r) => r.kind === 'labor');
  const hours = sum(labor, hoursOf);
  const paidLabor = labor.filter((r) => r.pay_type === 'hourly' || r.pay_type === 'flat_rate');
  const laborKnown = sum(paidLabor, (r) => String(r.net));
  const laborCost = sum(paidLabor, (r) => hoursOf(r).times(String(r.pay_rate)).round(2));
  const stockParts = lineRows.filter(
    (r) => r.kind === 'part' && r.job_order_id && r.inventory_item_id,
  );
  const partsKnown = sum(stockParts, (r) => String(r.net));
  const partsCost = sum(moves.filter(inRange), (r) =>
    new Big(String(r.on_hand_change)).times(-1).times(String(r.unit_cost)),
  );
  const jobInvoices = new Set(lineRows.filter((r) => r.job_order_id).map((r) => r.id));
  const jobRevenue = sum(
    lineRows.filter((r) => r.job_order_id && r.kind !== 'discount'),
    (r) => String(r.net),
  ).minus(
    sum(
      creditRows.filter((r) => r.job_order_id),
      (r) => String(r.net),
    ),
  );
  const revenue = kindNet('labor').plus(kindNet('part')).plus(kindNet('fee'));
  return {
    revenue: revenue.toFixed(2),
    labor: kindNet('labor').toFixed(2),
    parts: kindNet('part').toFixed(2),
    fees: kindNet('fee').toFixed(2),
    discounts: sum(lineRows, (r) => String(r.discount)).toFixed(2),
    tax: sum(lineRows, (r) => String(r.tax))
      .minus(sum(creditRows, (r) => String(r.tax)))
      .toFixed(2),
    paymentsReceived: sum(pays.filter(inRange), (r) => String(r.amount)).toFixed(2),
    carCount: jobInvoices.size,
    averageRepairOrder: jobInvoices.size ? jobRevenue.div(jobInvoices.size).toFixed(2) : null,
    laborHoursSold: hours.toFixed(2),
    effectiveLaborRate: hours.eq(0)
      ? null
      : sum(labor, (r) => String(r.net))
          .div(hours)
          .toFixed(2),
    partsGrossProfit: partsKnown.minus(partsCost).toFixed(2),
    laborGrossProfit: laborKnown.minus(laborCost).toFixed(2),
  };
}

describe('GET /reports/revenue', () => {
  it('matches an independent recomputation from the raw rows, for the period and the compared one', async () => {
    const response = await as(manager).get(march);
    expect(response.statusCode).toBe(200);
    const report = response.json() as RevenueReport;
    expect(report.period).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(report.comparison).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    const expected = await recompute('2026-03-01', '2026-03-31');
    expect(report.figures).toMatchObject(expected);
    expect(report.previous).toMatchObject(await recompute('2026-01-29', '2026-02-28'));
    // What a reader checks by eye: two cars (the counter sale brings none), the voided draft out.
    expect(report.figures.carCount).toBe(2);
    expect(report.figures.revenue).toBe('442.45');
    expect(report.figures.partsGrossProfit).toBe('30.00');
    expect(report.figures.partsGrossProfitPercent).toBe('33.3');
    expect(report.figures.laborGrossProfit).toBe('120.00');
    // Unpaid counter sale and what is left after the refund: 320.76 − 100 + 50.
    expect(report.figures.receivables).toBe('270.76');
    expect(report.changes.revenue).toEqual({ difference: '342.45', percent: '342.5' });
    expect(report.paymentsByMethod).toEqual(
      [
        { method: 'card', amount: '100.00', previousAmount: '0.00' },
        { method: 'cash', amount: '108.00', previousAmount: '0.00' },
        { method: 'bank_transfer', amount: '0.00', previousAmount: '100.00' },
      ].sort((a, b) => a.method.localeCompare(b.method)),
    );
    expect(report.taxByRate.map((rate) => [rate.rate, rate.tax])).toEqual([
      ['8.000', '31.76'],
      ['10.000', '4.55'],
      [null, '0.00'],
    ]);
  });

  it('buckets the days in the shop calendar: the DST week holds the 8 March invoice and its credit', async () => {
    const report = (await as(admin).get(`${march}&groupBy=week`)).json() as RevenueReport;
    const week = report.series.find((bucket) => bucket.from === '2026-03-02');
    expect(week).toMatchObject({ to: '2026-03-08', revenue: '150.00' });
    const next = report.series.find((bucket) => bucket.from === '2026-03-09');
    expect(next?.revenue).toBe('-50.00');
    expect(report.series[0]).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-01',
      revenue: '297.00',
    });
    expect(report.series.at(-1)).toMatchObject({ from: '2026-03-30', revenue: '45.45' });
  });

  it('on the cash basis counts payments and refunds on their dates, split like their invoice', async () => {
    const report = (await as(admin).get(`${march}&basis=cash`)).json() as RevenueReport;
    // 100 of 320.76 paid on invoice 1: labor 56.12, parts 28.06, fees 8.42 (each part rounded);
    // invoice 2: 162 paid then 54 refunded, 150 − 50 of labor.
    expect(report.figures.labor).toBe('156.12');
    expect(report.figures.parts).toBe('28.06');
    expect(report.figures.revenue).toBe('192.60');
    expect(report.figures.paymentsReceived).toBe('208.00');
  });

  it('shows an empty period as empty, not as zeros', async () => {
    const report = (
      await as(admin).get('/reports/revenue?period=custom&from=2025-06-01&to=2025-06-30')
    ).json() as RevenueReport;
    expect(report.isEmpty).toBe(true);
    expect((await as(admin).get(march)).json().isEmpty).toBe(false);
  });

  it('exports the same figures as CSV', async () => {
    const response = await as(manager).get(march.replace('/revenue?', '/revenue/export.csv?'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'revenue-2026-03-01-to-2026-03-31.csv',
    );
    expect(response.body).toContain('Figures,Revenue,442.45,100.00,342.45,342.5');
    expect(response.body).toContain('Figures,Car count,2,1,1,100.0');
  });

  it('is for admin and manager only', async () => {
    expect((await as(desk).get(march)).statusCode).toBe(403);
    expect((await as(mia).get(march)).statusCode).toBe(403);
    expect((await as(desk).get('/reports/revenue/export.csv')).statusCode).toBe(403);
  });

  it('names the parameter of a bad period or grouping', async () => {
    const problem = async (query: string) => {
      const response = await as(admin).get(`/reports/revenue?${query}`);
      expect(response.statusCode).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await problem('period=custom&from=2026-03-10&to=2026-03-01')).toContain('to');
    expect(await problem('period=custom&from=2020-01-01&to=2026-01-01')).toContain('5 years');
    expect(await problem('groupBy=fortnight')).toContain('groupBy');
    expect(await problem('basis=barter')).toContain('basis');
  });

  it('lists every figure it defines', async () => {
    const report = (await as(admin).get(march)).json() as RevenueReport;
    expect(Object.keys(report.figures).sort()).toEqual([...revenueFigureOrder].sort());
  });
});
