import { localToday } from '@pitstop/domain/local-time';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { jobs } from '../../db/schema/platform.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrderItems } from '../../db/schema/workshop.ts';
import { createJobWorker } from '../../platform/job-queue.ts';
import type { EventBus, ServerEvent } from '../../plugins/events.ts';
import { apiAs, signUpStaff, userIdOf } from '../../test/api-helpers.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { pdfTextOf } from '../../test/pdf-text.ts';
import { rowsOf } from '../../test/rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { INVOICE_MAIL_JOB, invoiceJobHandlers, sendInvoiceMailJob } from './invoice-mail.ts';
import { issueInvoice } from './issue-invoice.ts';

type Api = ReturnType<typeof apiAs>;

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let admin: Api;
let desk: Api;
let manager: Api;
let mechanic: Api;
let owner: Api;
let otherAdmin: Api;
const cookies: Record<'desk' | 'mechanic' | 'owner', string> = {
  desk: '',
  mechanic: '',
  owner: '',
};
let rows: ReturnType<typeof jobOrderRows>;
let clientId: string;
let vehicleId: string;
let year: number;

async function setTaxSettings(values: Record<string, unknown>) {
  const assignments = Object.entries(values).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
  );
  await harness.database.db.execute(
    sql`update shops set ${sql.join(assignments, sql`, `)} where id = ${shopId}`,
  );
}

/** A completed job order with lines written straight in the tables (the job order API has its own tests). */
async function completedJob(
  lines: {
    kind: 'labor' | 'part' | 'fee' | 'discount';
    description: string;
    quantity?: string;
    unitPrice?: string | null;
    percent?: string | null;
    approval?: 'approved' | 'declined' | 'pending';
    inventoryItemId?: string | null;
    pricing?: string | null;
  }[],
  status: 'completed' | 'in_progress' = 'completed',
) {
  const job = await rows.jobOrder({ shopId, clientId, vehicleId, status });
  await harness.database.db.execute(
    sql`update job_orders set mileage = 48000, mileage_out = 48012 where id = ${job.id}`,
  );
  if (lines.length > 0) {
    await harness.database.db.insert(jobOrderItems).values(
      lines.map((line, position) => ({
        shopId,
        jobOrderId: job.id,
        position,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity ?? '1',
        unitPrice: line.unitPrice === undefined ? '0' : line.unitPrice,
        percent: line.percent ?? null,
        approval: line.approval ?? 'approved',
        inventoryItemId: line.inventoryItemId ?? null,
        pricing: line.kind === 'labor' ? (line.pricing ?? 'hourly') : null,
      })),
    );
  }
  return job;
}

async function counterSale(api: Api, lines: Record<string, unknown>[] = []) {
  const created = await api.send('POST', '/invoices', { counterSale: true, clientId });
  expect(created.statusCode, created.body).toBe(201);
  let invoice = created.json();
  for (const line of lines) {
    const added = await api.send('POST', `/invoices/${invoice.id}/lines`, line);
    expect(added.statusCode, added.body).toBe(200);
    invoice = added.json();
  }
  return invoice;
}

async function issued(lines: Record<string, unknown>[]) {
  const draft = await counterSale(admin, lines);
  const response = await admin.send('POST', `/invoices/${draft.id}/issue`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const labor = (price: string, quantity = '1') => ({
  kind: 'labor',
  description: 'Brake job',
  pricing: 'hourly',
  quantity,
  unitPrice: price,
});
const part = (price: string, quantity = '1') => ({
  kind: 'part',
  description: 'Brake pads',
  quantity,
  unitPrice: price,
});
const payment = (amount: string) => ({ method: 'cash', amount, paidOn: '2026-03-01' });

beforeAll(async () => {
  harness = await createTestApp();
  rows = jobOrderRows(harness.database);
  const shopAdmin = await createShopAdmin(harness.app, {
    email: 'owner@invoices.test',
    shopName: 'Billing Garage',
  });
  shopId = shopAdmin.shopId;
  admin = apiAs(harness.app, shopAdmin);
  const deskSession = await signUpStaff(harness.app, {
    email: 'desk@invoices.test',
    shopId,
    role: 'front_desk',
  });
  cookies.desk = deskSession.cookie;
  desk = apiAs(harness.app, deskSession);
  manager = apiAs(
    harness.app,
    await signUpStaff(harness.app, { email: 'manager@invoices.test', shopId, role: 'manager' }),
  );
  const mechanicSession = await signUpStaff(harness.app, {
    email: 'mech@invoices.test',
    shopId,
    role: 'mechanic',
  });
  cookies.mechanic = mechanicSession.cookie;
  mechanic = apiAs(harness.app, mechanicSession);
  const other = await createShopAdmin(harness.app, {
    email: 'owner@other-invoices.test',
    shopName: 'Other Garage',
  });
  otherAdmin = apiAs(harness.app, other);
  const ownerSession = await signUpAndSignIn(harness.app, {
    email: 'driver@invoices.test',
    signupRole: 'client',
  });
  owner = apiAs(harness.app, ownerSession);
  cookies.owner = ownerSession.cookie;
  clientId = await rows.client(shopId, { name: 'Dana Driver', email: 'dana@invoices.test' });
  await harness.database.db
    .update(clients)
    .set({
      userId: await userIdOf(harness.app, ownerSession),
      address: '12 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
    })
    .where(eq(clients.id, clientId));
  vehicleId = await rows.vehicle(shopId, clientId, {
    make: 'Toyota',
    model: 'RAV4',
    year: 2019,
    registrationNumber: 'ABC-123',
  });
  year = Number(localToday('America/Chicago').slice(0, 4));
});

/** Every test starts from 8.25 % sales tax on everything, in dollars, no supplies fee. */
beforeEach(async () => {
  await setTaxSettings({
    default_tax_rate: '8.250',
    tax_label: 'Sales tax',
    currency: 'USD',
    locale: 'en-US',
    labor_tax_treatment: 'default',
    supplies_fee_percent: null,
    supplies_fee_cap: null,
  });
});

afterAll(async () => {
  await harness?.close();
});

describe('invoices from job orders', () => {
  it('copies the approved lines with their tax rates, the supplies fee, bill-to, vehicle and mileage', async () => {
    await setTaxSettings({
      labor_tax_treatment: 'exempt',
      supplies_fee_percent: '5.00',
      supplies_fee_cap: '20.00',
    });
    const [untaxed] = await harness.database.db
      .insert(inventoryItems)
      .values({
        shopId,
        sku: 'TIRE-1',
        name: 'Tire',
        unit: 'each',
        cost: '50',
        price: '120',
        taxable: false,
      })
      .returning({ id: inventoryItems.id });
    const job = await completedJob([
      { kind: 'labor', description: 'Brake job', quantity: '2', unitPrice: '100.00' },
      { kind: 'part', description: 'Brake pads', quantity: '2', unitPrice: '40.00' },
      {
        kind: 'part',
        description: 'Tire',
        quantity: '1',
        unitPrice: '120.00',
        inventoryItemId: untaxed?.id,
      },
      { kind: 'labor', description: 'Alignment', unitPrice: '90.00', approval: 'declined' },
      { kind: 'fee', description: 'Disposal', unitPrice: '10.00' },
    ]);
    const created = await desk.send('POST', '/invoices', { jobOrderId: job.id });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json();
    expect(invoice).toMatchObject({
      status: 'draft',
      number: null,
      billToName: 'Dana Driver',
      billToEmail: 'dana@invoices.test',
      billToAddress: '12 Main St\nSpringfield, IL 62701',
      vehicle: '2019 Toyota RAV4 (ABC-123)',
      mileage: 48012,
      jobOrder: { id: job.id, number: `JO-${String(job.number).padStart(4, '0')}` },
      currency: 'USD',
      taxLabel: 'Sales tax',
    });
    expect(
      invoice.lines.map((line: Record<string, string>) => [
        line.description,
        line.taxRate,
        line.amount,
        line.tax,
      ]),
    ).toEqual([
      ['Brake job', null, '200.00', '0.00'],
      ['Brake pads', '8.250', '80.00', '6.60'],
      ['Tire', null, '120.00', '0.00'],
      ['Disposal', '8.250', '10.00', '0.83'],
      ['Shop supplies', '8.250', '10.00', '0.83'],
    ]);
    expect(invoice).toMatchObject({
      subtotal: '420.00',
      net: '420.00',
      tax: '8.26',
      total: '428.26',
      breakdown: [
        { rate: '8.250', taxable: '100.00', tax: '8.26' },
        { rate: null, taxable: '320.00', tax: '0.00' },
      ],
    });
    expect(invoice.history[0]).toMatchObject({ action: 'create', toStatus: 'draft' });

    const again = await admin.send('POST', '/invoices', { jobOrderId: job.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().invoiceId).toBe(invoice.id);
    const shown = (await admin.get(`/job-orders/${job.id}`)).json();
    expect(shown.invoice).toEqual({
      id: invoice.id,
      number: null,
      status: 'draft',
      total: invoice.total,
      balance: invoice.total,
    });

    // Voiding the draft frees the job order for a new invoice.
    const voided = await admin.send('POST', `/invoices/${invoice.id}/void`, { reason: 'Redo' });
    expect(voided.json()).toMatchObject({ status: 'void', voidReason: 'Redo', number: null });
    expect((await admin.get(`/job-orders/${job.id}`)).json().invoice).toBeNull();
    const redo = await admin.send('POST', '/invoices', { jobOrderId: job.id });
    expect(redo.statusCode, redo.body).toBe(201);
    await setTaxSettings({
      labor_tax_treatment: 'default',
      supplies_fee_percent: null,
      supplies_fee_cap: null,
    });
  });

  it('refuses a job order that is not completed, and one of another shop', async () => {
    const open = await completedJob(
      [{ kind: 'labor', description: 'x', unitPrice: '1' }],
      'in_progress',
    );
    const refused = await admin.send('POST', '/invoices', { jobOrderId: open.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(
      /is in progress: only a job order ready for pickup or completed can be invoiced/,
    );
    expect((await otherAdmin.send('POST', '/invoices', { jobOrderId: open.id })).statusCode).toBe(
      404,
    );
  });
});

describe('issuing and paying', () => {
  it('issues with a number and due date, then takes partial and full payments and refuses more', async () => {
    const draft = await counterSale(desk, [labor('100.00'), part('50.00')]);
    expect(draft).toMatchObject({ total: '162.38', tax: '12.38', status: 'draft' });
    const empty = await counterSale(desk);
    const noLines = await desk.send('POST', `/invoices/${empty.id}/issue`);
    expect(noLines.statusCode).toBe(422);
    expect(noLines.json().detail).toBe('Add at least one line before issuing the invoice.');

    const issuedResponse = await desk.send('POST', `/invoices/${draft.id}/issue`);
    expect(issuedResponse.statusCode, issuedResponse.body).toBe(200);
    const invoice = issuedResponse.json();
    expect(invoice.number).toMatch(new RegExp(`^INV-${year}-\\d{5}$`));
    expect(invoice.status).toBe('issued');
    const issuedOn = invoice.date as string;
    const due = new Date(`${issuedOn}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(invoice.dueOn).toBe(due.toISOString().slice(0, 10));
    expect(invoice.history.at(-1)).toMatchObject({ action: 'issue', toStatus: 'issued' });

    const partial = await desk.send('POST', `/invoices/${draft.id}/payments`, payment('100.00'));
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json()).toMatchObject({
      status: 'partially_paid',
      paid: '100.00',
      balance: '62.38',
    });
    const over = await desk.send('POST', `/invoices/${draft.id}/payments`, payment('62.39'));
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toBe('Amount is more than the balance due of $62.38');
    expect(over.json().errors[0].path).toBe('body.amount');
    const full = await manager.send('POST', `/invoices/${draft.id}/payments`, {
      ...payment('62.38'),
      method: 'card',
      reference: 'Visa 4242',
    });
    expect(full.statusCode, full.body).toBe(201);
    const paid = full.json();
    expect(paid).toMatchObject({ status: 'paid', paid: '162.38', balance: '0.00' });
    expect(paid.payments.map((entry: { amount: string }) => entry.amount)).toEqual([
      '100.00',
      '62.38',
    ]);
    expect(paid.history.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'issue',
      'payment',
      'payment',
    ]);

    const onDraft = await desk.send('POST', `/invoices/${empty.id}/payments`, payment('1.00'));
    expect(onDraft.statusCode).toBe(409);
  });

  it('never changes an issued invoice: edits are 409, and new tax settings leave it as issued', async () => {
    const invoice = await issued([labor('100.00')]);
    const message = 'Issued invoices cannot be edited. Make a credit note to correct it.';
    const patch = await admin.send('PATCH', `/invoices/${invoice.id}`, { notes: 'changed' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().detail).toBe(message);
    const add = await admin.send('POST', `/invoices/${invoice.id}/lines`, part('1.00'));
    expect(add.statusCode).toBe(409);
    expect(add.json().detail).toBe(message);
    const lineId = invoice.lines[0].id;
    expect(
      (await admin.send('PATCH', `/invoices/${invoice.id}/lines/${lineId}`, part('1.00')))
        .statusCode,
    ).toBe(409);
    expect((await admin.send('DELETE', `/invoices/${invoice.id}/lines/${lineId}`)).statusCode).toBe(
      409,
    );
    expect(
      (await admin.send('POST', `/invoices/${invoice.id}/void`, { reason: 'x' })).statusCode,
    ).toBe(409);
    expect((await admin.send('POST', `/invoices/${invoice.id}/issue`)).statusCode).toBe(409);

    const draft = await counterSale(admin, [labor('100.00')]);
    await setTaxSettings({
      default_tax_rate: '10.000',
      tax_label: 'VAT',
      currency: 'EUR',
      locale: 'de-DE',
    });
    const after = (await admin.get(`/invoices/${invoice.id}`)).json();
    expect(after).toMatchObject({
      tax: '8.25',
      total: '108.25',
      taxLabel: 'Sales tax',
      currency: 'USD',
    });
    expect(after.lines[0].taxRate).toBe('8.250');
    // A draft follows the settings on its next change.
    const edited = await admin.send('PATCH', `/invoices/${draft.id}`, { notes: 'Thanks' });
    expect(edited.json()).toMatchObject({
      tax: '10.00',
      total: '110.00',
      taxLabel: 'VAT',
      currency: 'EUR',
    });
    await setTaxSettings({
      default_tax_rate: '8.250',
      tax_label: 'Sales tax',
      currency: 'USD',
      locale: 'en-US',
    });
  });

  it('checks If-Match on draft edits', async () => {
    const draft = await counterSale(admin, [labor('10.00')]);
    const shown = await admin.get(`/invoices/${draft.id}`);
    expect(shown.headers.etag).toBe(`"${shown.json().version}"`);
    const ok = await admin.send(
      'PATCH',
      `/invoices/${draft.id}`,
      { mileage: 100 },
      { 'if-match': shown.headers.etag as string },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await admin.send(
      'PATCH',
      `/invoices/${draft.id}`,
      { mileage: 200 },
      { 'if-match': shown.headers.etag as string },
    );
    expect(stale.statusCode).toBe(412);
  });

  it('gives concurrent issues consecutive numbers, and a voided draft uses none', async () => {
    const before = (await admin.get('/invoices?limit=100')).json().items as {
      number: string | null;
    }[];
    const last = Math.max(
      0,
      ...before.flatMap((item) => (item.number ? [Number(item.number.slice(-5))] : [])),
    );
    const voided = await counterSale(admin, [labor('5.00')]);
    await admin.send('POST', `/invoices/${voided.id}/void`, { reason: 'Mistake' });
    const drafts = [];
    for (let index = 0; index < 20; index++) drafts.push(await counterSale(admin, [labor('5.00')]));
    const answers = await Promise.all(
      drafts.map((draft) => admin.send('POST', `/invoices/${draft.id}/issue`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const numbers = answers
      .map((answer) => Number(answer.json().number.slice(-5)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => last + 1 + index));
  });

  it('records a payment once per Idempotency-Key', async () => {
    const invoice = await issued([labor('100.00')]);
    const headers = { 'idempotency-key': 'pay-once-1' };
    const first = await admin.send(
      'POST',
      `/invoices/${invoice.id}/payments`,
      payment('108.25'),
      headers,
    );
    const second = await admin.send(
      'POST',
      `/invoices/${invoice.id}/payments`,
      payment('108.25'),
      headers,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().payments).toHaveLength(1);
    expect(second.json()).toMatchObject({ status: 'paid', paid: '108.25' });
    const reused = await admin.send(
      'POST',
      `/invoices/${invoice.id}/payments`,
      payment('1.00'),
      headers,
    );
    expect(reused.statusCode).toBe(422);
  });
});

describe('credit notes and refunds', () => {
  it('credits part of a line, then refunds the overpayment against the credit note', async () => {
    const invoice = await issued([labor('100.00'), part('30.00', '3')]);
    expect(invoice.total).toBe('205.68');
    await admin.send('POST', `/invoices/${invoice.id}/payments`, payment('205.68'));
    const partLine = invoice.lines[1];
    const credit = await admin.send('POST', `/invoices/${invoice.id}/credit-notes`, {
      full: false,
      lines: [{ invoiceLineId: partLine.id, quantity: '1' }],
      reason: 'Returned one pad set',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const credited = credit.json();
    const note = credited.creditNotes[0];
    expect(note).toMatchObject({
      number: expect.stringMatching(new RegExp(`^CN-${year}-\\d{5}$`)),
      invoiceNumber: invoice.number,
      net: '30.00',
      tax: '2.48',
      total: '32.48',
      refunded: '0.00',
    });
    expect(credited).toMatchObject({ status: 'paid', credited: '32.48', balance: '-32.48' });
    expect(credited.lines[1].creditedQuantity).toBe('1.00');

    const tooMuch = await admin.send('POST', `/invoices/${invoice.id}/credit-notes`, {
      full: false,
      lines: [{ invoiceLineId: partLine.id, quantity: '3' }],
      reason: 'Again',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors[0]).toEqual({
      path: 'body.lines.0.quantity',
      message: 'At most 2.00 left to credit',
    });

    const refund = { ...payment('40.00'), creditNoteId: note.id };
    const over = await admin.send('POST', `/invoices/${invoice.id}/refunds`, refund);
    expect(over.statusCode).toBe(422);
    const done = await admin.send(
      'POST',
      `/invoices/${invoice.id}/refunds`,
      { ...refund, amount: '32.48' },
      { 'idempotency-key': 'refund-1' },
    );
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ status: 'paid', paid: '173.20', balance: '0.00' });
    expect(done.json().payments.at(-1)).toMatchObject({
      amount: '-32.48',
      creditNote: { id: note.id },
    });
    const shownNote = (await admin.get(`/credit-notes/${note.id}`)).json();
    expect(shownNote.refunded).toBe('32.48');

    const rest = await admin.send('POST', `/invoices/${invoice.id}/credit-notes`, {
      full: true,
      reason: 'Cancelled',
    });
    expect(rest.json()).toMatchObject({ status: 'credited', credited: '205.68' });
    const pdf = await admin.get(`/credit-notes/${note.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfTextOf(pdf.rawPayload)).toContain(note.number);
  });
});

describe('documents and mail', () => {
  it('prints the invoice PDF with its number, and a draft marked DRAFT', async () => {
    const invoice = await issued([labor('100.00'), part('50.00')]);
    const pdf = await admin.get(`/invoices/${invoice.id}/pdf?download=1`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTextOf(pdf.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Dana Driver');
    expect(text).toContain('$162.38');
    expect(text).toContain('Sales tax 8.25 % on $150.00');

    const draft = await counterSale(admin, [labor('1.00')]);
    const draftPdf = await admin.get(`/invoices/${draft.id}/pdf`);
    expect(draftPdf.headers['content-disposition']).toBe('inline; filename="Draft invoice.pdf"');
    expect(pdfTextOf(draftPdf.rawPayload)).toContain('DRAFT');
  });

  it('prints an issued invoice with the seller as at issue, and a draft with the shop as it is now', async () => {
    const [before] = await harness.database.db
      .select({ name: shops.name, address: shops.address, phone: shops.phone, email: shops.email })
      .from(shops)
      .where(eq(shops.id, shopId));
    const invoice = await issued([labor('10.00')]);
    const draft = await counterSale(admin, [labor('1.00')]);
    await harness.database.db
      .update(shops)
      .set({ name: 'Renamed Motors', address: '9 New Road', phone: '+1 555 999 0000' })
      .where(eq(shops.id, shopId));
    try {
      const issuedText = pdfTextOf((await admin.get(`/invoices/${invoice.id}/pdf`)).rawPayload);
      expect(issuedText).toContain(before?.name);
      expect(issuedText).not.toContain('Renamed Motors');
      expect(issuedText).not.toContain('9 New Road');
      const ownerText = pdfTextOf(
        (await owner.get(`/portal/invoices/${invoice.id}/pdf`)).rawPayload,
      );
      expect(ownerText).toContain(before?.name);
      expect(ownerText).not.toContain('Renamed Motors');
      const draftText = pdfTextOf((await admin.get(`/invoices/${draft.id}/pdf`)).rawPayload);
      expect(draftText).toContain('Renamed Motors');
      expect(draftText).toContain('9 New Road');
      // The draft takes the seller of the day it is issued.
      const issuedDraft = await admin.send('POST', `/invoices/${draft.id}/issue`);
      expect(issuedDraft.statusCode, issuedDraft.body).toBe(200);
      await harness.database.db
        .update(shops)
        .set({ name: 'Third Name Garage' })
        .where(eq(shops.id, shopId));
      const laterText = pdfTextOf((await admin.get(`/invoices/${draft.id}/pdf`)).rawPayload);
      expect(laterText).toContain('Renamed Motors');
      expect(laterText).not.toContain('Third Name Garage');
    } finally {
      await harness.database.db
        .update(shops)
        .set(before ?? {})
        .where(eq(shops.id, shopId));
    }
  });

  it('sends the PDF through the job queue once, and reminds only when overdue', async () => {
    const invoice = await issued([labor('100.00')]);
    const sent = await desk.send('POST', `/invoices/${invoice.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ to: 'dana@invoices.test' });
    const [job] = await rowsOf<{ id: string }>(
      harness.database.db,
      sql`select id from jobs where kind = ${INVOICE_MAIL_JOB} and payload->>'invoiceId' = ${invoice.id}`,
    );
    expect(job).toBeDefined();
    const worker = createJobWorker({
      db: harness.database.db,
      handlers: invoiceJobHandlers(harness.app),
      log: pino({ level: 'silent' }),
    });
    expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
    const mailsOf = async () =>
      (
        (await harness.app.inject('/api/dev/mailbox?to=dana@invoices.test')).json() as {
          subject: string;
          attachments: { filename: string; content: string }[];
        }[]
      ).filter((mail) => mail.subject.includes(invoice.number));
    const mails = await mailsOf();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Invoice ${invoice.number} from Billing Garage`);
    expect(mails[0]?.attachments[0]?.filename).toBe(`${invoice.number}.pdf`);
    const [row] = await harness.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, INVOICE_MAIL_JOB), eq(jobs.id, (job as { id: string }).id)));
    if (row)
      await sendInvoiceMailJob(harness.app, {
        ...row,
        shopId: row.shopId,
        payload: row.payload as Record<string, unknown>,
        attempts: 2,
      });
    expect(await mailsOf()).toHaveLength(1);
    const shown = (await admin.get(`/invoices/${invoice.id}`)).json();
    expect(shown.history.at(-1)).toMatchObject({
      action: 'send',
      details: { to: 'dana@invoices.test' },
    });

    const early = await desk.send('POST', `/invoices/${invoice.id}/remind`);
    expect(early.statusCode).toBe(409);
    await harness.database.db.execute(
      sql`update invoices set due_on = current_date - 10 where id = ${invoice.id}`,
    );
    const remind = await desk.send('POST', `/invoices/${invoice.id}/remind`);
    expect(remind.statusCode, remind.body).toBe(202);
    await worker.runDue();
    const reminders = (await mailsOf()).filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);

    const draft = await counterSale(desk, [labor('1.00')]);
    expect((await desk.send('POST', `/invoices/${draft.id}/send`, {})).statusCode).toBe(409);
  });

  it('says card payment by link is not enabled', async () => {
    const invoice = await issued([labor('10.00')]);
    const link = await admin.send('POST', `/invoices/${invoice.id}/payment-link`);
    expect(link.statusCode).toBe(409);
    expect(link.json().detail).toMatch(/^Card payment by link is not enabled/);
  });
});

describe('lists', () => {
  it('lists newest first with search, filters and keyset pages; receivables and CSV export', async () => {
    const invoice = await issued([labor('20.00')]);
    const page = (await admin.get('/invoices?limit=2')).json();
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBe(invoice.id);
    const next = (await admin.get(`/invoices?limit=2&cursor=${page.nextCursor}`)).json();
    expect(next.items[0].id).not.toBe(page.items[1].id);
    const byNumber = (await admin.get(`/invoices?search=${invoice.number}`)).json();
    expect(byNumber.items.map((item: { id: string }) => item.id)).toEqual([invoice.id]);
    const digits = String(Number(invoice.number.slice(-5)));
    expect(
      (await admin.get(`/invoices?search=${digits}`))
        .json()
        .items.map((item: { id: string }) => item.id),
    ).toContain(invoice.id);
    expect(
      (await admin.get('/invoices?search=dana&limit=100')).json().items.length,
    ).toBeGreaterThan(1);
    const job = await completedJob([{ kind: 'labor', description: 'Oil change', unitPrice: '60' }]);
    const fromJob = (await admin.send('POST', '/invoices', { jobOrderId: job.id })).json();
    await admin.send('PATCH', `/invoices/${fromJob.id}`, { billToName: 'Wanda Walker' });
    const ids = async (search: string) =>
      (
        (await admin.get(`/invoices?search=${encodeURIComponent(search)}&limit=100`)).json()
          .items as { id: string }[]
      ).map((item) => item.id);
    expect(await ids(fromJob.jobOrder.number)).toEqual([fromJob.id]);
    expect(await ids('wanda')).toEqual([fromJob.id]);
    // The client's name finds it too, though it is billed to another name.
    expect(await ids('Dana Driver')).toContain(fromJob.id);
    expect(await ids('zyxw')).toEqual([]);
    const drafts = (await admin.get('/invoices?status=draft&limit=100')).json().items;
    expect(drafts.every((item: { status: string }) => item.status === 'draft')).toBe(true);

    const receivables = (await admin.get('/receivables')).json();
    expect(receivables.invoices.map((item: { id: string }) => item.id)).toContain(invoice.id);
    expect(receivables.buckets.map((bucket: { bucket: string }) => bucket.bucket)).toEqual([
      '0-30',
      '31-60',
      '61-90',
      '90+',
    ]);

    const csv = await admin.get(`/invoices/export.csv?from=${invoice.date}&to=${invoice.date}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(
      'Number,Date,Due,Client,Vehicle,Net,Tax,Total,Credited,Paid,Balance,Status',
    );
    expect(csv.body).toContain(
      `${invoice.number},${invoice.date},${invoice.dueOn},Dana Driver,,20.00,1.65,21.65,0.00,0.00,21.65,Issued`,
    );
  });
});

describe('access', () => {
  it('keeps other shops out (404), mechanics out (403), and car owners to their own issued invoices', async () => {
    const invoice = await issued([labor('30.00')]);
    const draft = await counterSale(admin, [labor('1.00')]);
    expect((await otherAdmin.get(`/invoices/${invoice.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.get(`/invoices/${invoice.id}/pdf`)).statusCode).toBe(404);
    expect(
      (await otherAdmin.send('POST', `/invoices/${invoice.id}/payments`, payment('1.00')))
        .statusCode,
    ).toBe(404);
    expect((await otherAdmin.get('/invoices')).json().items).toEqual([]);
    expect((await mechanic.get('/invoices')).statusCode).toBe(403);
    expect((await mechanic.get(`/invoices/${invoice.id}`)).statusCode).toBe(403);
    expect((await owner.get('/invoices')).statusCode).toBe(403);

    const mine = (await owner.get('/portal/invoices')).json();
    const ids = mine.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(invoice.id);
    expect(ids).not.toContain(draft.id);
    expect(mine.items.every((item: { number: string | null }) => item.number !== null)).toBe(true);
    const pdf = await owner.get(`/portal/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfTextOf(pdf.rawPayload)).toContain(invoice.number);
    expect((await owner.get(`/portal/invoices/${draft.id}/pdf`)).statusCode).toBe(404);
    expect((await admin.get('/portal/invoices')).statusCode).toBe(403);
  });
});

describe('live updates', () => {
  it('records invoices.changed in the transaction of issueInvoice, wherever it is called from', async () => {
    const draft = await counterSale(admin, [labor('15.00')]);
    const me = (await admin.get('/me')).json();
    const published: ServerEvent[] = [];
    const events: EventBus = {
      ...harness.app.events,
      publish: (event, tx) => {
        published.push(event);
        return harness.app.events.publish(event, tx);
      },
    };
    await issueInvoice({
      tx: harness.database.db,
      events,
      shopId,
      actor: {
        id: me.id,
        fullName: null,
        firstName: null,
        lastName: null,
        email: me.email,
        role: 'admin',
      },
      id: draft.id,
    });
    expect(published).toEqual([
      expect.objectContaining({
        type: 'invoices.changed',
        shopId,
        data: { invoiceIds: [draft.id], jobOrderIds: [] },
      }),
    ]);
  });

  it('tells the desk and the car owner billed that an invoice changed, not the mechanics', async () => {
    const invoice = await issued([labor('40.00')]);
    const [deskStream, ownerStream, mechanicStream] = await Promise.all([
      openEventStream(harness.app, cookies.desk),
      openEventStream(harness.app, cookies.owner),
      openEventStream(harness.app, cookies.mechanic),
    ]);
    try {
      const paid = await desk.send('POST', `/invoices/${invoice.id}/payments`, payment('10.00'));
      expect(paid.statusCode, paid.body).toBe(201);
      const about = (event: { type: string; data: Record<string, unknown> }) =>
        event.type === 'invoices.changed' &&
        (event.data.invoiceIds as string[] | undefined)?.includes(invoice.id) === true;
      await deskStream.waitFor(about);
      await ownerStream.waitFor(about);
      expect(mechanicStream.events.filter(about)).toEqual([]);
    } finally {
      deskStream.close();
      ownerStream.close();
      mechanicStream.close();
    }
  });
});
