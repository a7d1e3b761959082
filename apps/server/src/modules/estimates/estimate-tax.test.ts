import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { apiAs, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, latestMail, linkIn } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { pdfTextOf } from '../../test/pdf-text.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * The estimate's tax and total with tax are the invoice's (issue 23): for a job order with every
 * kind of line — hourly and flat-rate labor, a taxed part and one from a not-taxable item, a
 * fee, a percentage and an amount off — under the shop's tax settings (rates per category, a
 * supplies fee, prices with or without tax), the estimate asks what the invoice made from the
 * job order bills once every line is approved, and shows what the approved work will bill.
 */

type Api = ReturnType<typeof apiAs>;
let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let desk: Api;
let clientId: string;
let vehicleId: string;
let untaxedItemId: string;
const CLIENT_EMAIL = 'tess@estimate-tax.test';

const lines = (): JobOrderLineInput[] => [
  {
    kind: 'labor',
    description: 'Brake service',
    pricing: 'hourly',
    quantity: '1.5',
    unitPrice: '120.00',
  },
  { kind: 'labor', description: 'Brake bleed', pricing: 'flat', quantity: '1', unitPrice: '45.00' },
  { kind: 'part', description: 'Brake pads', quantity: '2', unitPrice: '32.49' },
  {
    kind: 'part',
    description: 'Tire',
    quantity: '1',
    unitPrice: '120.00',
    inventoryItemId: untaxedItemId,
  },
  { kind: 'fee', description: 'Disposal', amount: '12.50' },
  { kind: 'discount', description: 'Loyalty discount', percent: '10.00' },
  { kind: 'discount', description: 'Coupon', amount: '15.00' },
];

/** A job order on an estimate, each line a job of its own (written directly). */
function jobOrderWith(input: JobOrderLineInput[]) {
  return jobOrderRows(harness.database).estimateJobOrder({
    shopId,
    clientId,
    vehicleId,
    concern: 'Brakes squeal',
    lines: input,
  });
}

async function move(jobOrderId: string, action: string) {
  const response = await desk.send('POST', `/job-orders/${jobOrderId}/transitions`, { action });
  expect(response.statusCode, response.body).toBe(200);
}

/** Sends the estimate; returns its link's token and what the link shows. */
async function sendEstimate(jobOrderId: string) {
  const sent = await desk.send('POST', `/job-orders/${jobOrderId}/estimate`);
  expect(sent.statusCode, sent.body).toBe(201);
  const mail = await latestMail(harness.app, CLIENT_EMAIL);
  const token = new URL(linkIn(mail?.text)).pathname.split('/').at(-1) as string;
  const view = await harness.app.inject(`/api/v1/estimate-links/${token}`);
  expect(view.statusCode, view.body).toBe(200);
  return { token, view: view.json(), mail };
}

/** Answers every job with work (approved unless its line is named in `declined`), works it and invoices it. */
async function answerAndInvoice(
  job: { id: string; jobIds: string[] },
  token: string,
  declined: string[] = [],
) {
  const input = lines();
  const answered = await harness.app.inject({
    method: 'POST',
    url: `/api/v1/estimate-links/${token}/answer`,
    payload: {
      signedName: 'Tess Tax',
      decisions: input.flatMap((line, index) =>
        line.kind === 'discount'
          ? []
          : [
              {
                jobId: job.jobIds[index],
                approval: declined.includes(line.description) ? 'declined' : 'approved',
              },
            ],
      ),
    },
  });
  expect(answered.statusCode, answered.body).toBe(200);
  await move(job.id, 'start_work');
  await move(job.id, 'mark_ready');
  const created = await desk.send('POST', '/invoices', { jobOrderId: job.id });
  expect(created.statusCode, created.body).toBe(201);
  return { estimate: answered.json(), invoice: created.json() };
}

async function setTax(settings: { pricesIncludeTax: boolean }) {
  await harness.database.db.execute(sql`update shops set
      tax_label = 'Sales tax', default_tax_rate = '8.250',
      labor_tax_treatment = 'custom', labor_tax_rate = '5.000',
      parts_tax_treatment = 'default', fees_tax_treatment = 'exempt',
      supplies_fee_percent = '10.00', supplies_fee_cap = '15.00',
      prices_include_tax = ${settings.pricesIncludeTax}
    where id = ${shopId}`);
}

beforeAll(async () => {
  harness = await createTestApp();
  const admin = await createShopAdmin(harness.app, {
    email: 'admin@estimate-tax.test',
    shopName: 'Tax Garage',
  });
  shopId = admin.shopId;
  desk = apiAs(
    harness.app,
    await signUpStaff(harness.app, { email: 'desk@estimate-tax.test', shopId, role: 'front_desk' }),
  );
  const rows = jobOrderRows(harness.database);
  clientId = await rows.client(shopId, { name: 'Tess Tax', email: CLIENT_EMAIL });
  vehicleId = await rows.vehicle(shopId, clientId, { make: 'Volvo', model: 'V60', year: 2020 });
  const [item] = await harness.database.db
    .insert(inventoryItems)
    .values({
      shopId,
      sku: 'TIRE-TAX',
      name: 'Tire',
      unit: 'each',
      cost: '60',
      price: '120',
      taxable: false,
    })
    .returning({ id: inventoryItems.id });
  untaxedItemId = item?.id as string;
});

afterAll(async () => {
  await harness?.close();
});

describe("the estimate's tax is the invoice's", () => {
  it.each([{ pricesIncludeTax: false }, { pricesIncludeTax: true }])(
    'asks the total with tax the invoice bills once every line is approved (prices include tax: $pricesIncludeTax)',
    async (settings) => {
      await setTax(settings);
      const job = await jobOrderWith(lines());
      const { token, view, mail } = await sendEstimate(job.id);

      expect(view.tax).toEqual({
        label: 'Sales tax',
        pricesIncludeTax: settings.pricesIncludeTax,
        suppliesFeePercent: '10.00',
        suppliesFeeCap: '15.00',
        suppliesFeeTaxRate: null,
      });
      expect(view.lines.map((line: { taxRate: string | null }) => line.taxRate)).toEqual([
        '5.000',
        '5.000',
        '8.250',
        null,
        null,
        null,
        null,
      ]);
      // Nothing is approved yet: the approved bill is empty, the presented one is everything.
      expect(view.bill.approved.total).toBe('0.00');
      const asked = view.bill.presented;
      // 10 % of the 225.00 labor, capped at 15.00.
      expect(asked.suppliesFee).toBe('15.00');

      // Its PDF (on the link, attached to the mail) prints the same total with tax.
      const pdf = await harness.app.inject(`/api/v1/estimate-links/${token}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `inline; filename="Estimate JO-${String(view.number).padStart(4, '0')}.pdf"`,
      );
      const printed = pdfTextOf(pdf.rawPayload);
      expect(printed).toContain(`$${asked.total}`);
      expect(printed).toContain('Estimate total with tax');
      expect(printed).toContain('2 × $32.49');
      expect(printed).not.toContain('1 × $45.00');
      const mailed = mail as typeof mail & { attachments?: { filename: string }[] };
      expect(mailed?.attachments?.[0]?.filename).toBe(
        `Estimate JO-${String(view.number).padStart(4, '0')}.pdf`,
      );

      // The staff job order page shows the same figures while nothing is declined.
      const detail = (await desk.get(`/job-orders/${job.id}`)).json();
      expect(detail.bill).toEqual(asked);
      expect(detail.tax).toEqual(view.tax);

      const { estimate, invoice } = await answerAndInvoice(job, token);
      expect(invoice.total).toBe(asked.total);
      expect(invoice.tax).toBe(asked.tax);
      expect(invoice.subtotal).toBe(asked.subtotal);
      expect(invoice.discount).toBe(asked.discount);
      expect(invoice.breakdown).toEqual(asked.breakdown);
      expect(estimate.bill.approved).toEqual(asked);
      // The mail asks the same total with tax.
      expect(mail?.text).toContain(`Estimate total (with tax): $${asked.total}`);
      expect(mail?.text).toContain(
        settings.pricesIncludeTax ? 'Sales tax included (5 %): ' : 'Sales tax (5 %): ',
      );
      expect(mail?.text).toContain('Brake bleed: $45.00');
    },
  );

  it('shows what the approved work will bill when the customer declines some of it', async () => {
    await setTax({ pricesIncludeTax: false });
    const job = await jobOrderWith(lines());
    const { token, view } = await sendEstimate(job.id);
    const { estimate, invoice } = await answerAndInvoice(job, token, ['Brake service', 'Tire']);
    expect(estimate.bill.approved.total).toBe(invoice.total);
    expect(estimate.bill.approved.tax).toBe(invoice.tax);
    expect(estimate.bill.approved.suppliesFee).toBe('4.50');
    expect(estimate.bill.presented).toEqual(view.bill.presented);
    // The staff page counts the work as it stands: the declined lines left out.
    const detail = (await desk.get(`/job-orders/${job.id}`)).json();
    expect(detail.bill).toEqual(estimate.bill.approved);
  });
});
