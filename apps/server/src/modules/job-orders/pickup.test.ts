import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { createJobWorker } from '../../platform/job-queue.ts';
import { apiAs, type Session, signUpStaff, userIdOf } from '../../test/api-helpers.ts';
import { createShopAdmin, linkIn, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { invoiceAtPickup } from '../../test/invoice-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { jobOrderMailJobHandlers } from './job-order-mail.ts';

/**
 * Pickup (ADR 037): at ready for pickup the desk invoices and takes payment; completing — the car
 * leaving — needs an issued invoice, paid unless the shop allows unpaid pickup; the car owner is
 * mailed the amount due and sees the invoice with its payments and credit notes; another shop
 * sees none of it.
 */

type Api = ReturnType<typeof apiAs>;
type Mail = { subject: string; text: string };

const OWNER_EMAIL = 'pia@pickup.test';
let harness: Awaited<ReturnType<typeof createTestApp>>;
let rows: ReturnType<typeof jobOrderRows>;
let shopId: string;
let admin: Api;
let desk: Api;
let owner: Session;
let pia: string;
let car: string;
let rival: Api;
let rivalOwner: Session;

const complete = (jobOrderId: string) =>
  desk.send('POST', `/job-orders/${jobOrderId}/transitions`, {
    action: 'complete',
    mileageOut: 30_500,
  });

async function detail(jobOrderId: string): Promise<JobOrderDetail> {
  const response = await desk.get(`/job-orders/${jobOrderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A job order ready for pickup with one approved labor line of $180.00 (no tax in this shop). */
const readyJob = () =>
  rows.jobOrder({
    shopId,
    clientId: pia,
    vehicleId: car,
    status: 'ready_for_pickup',
    laborTotal: '180.00',
  });

async function setUnpaidPickup(allowed: boolean) {
  const settings = (await admin.get('/settings/tax-currency')).json();
  const saved = await admin.send('PUT', '/settings/tax-currency', {
    ...settings,
    unpaidPickupAllowed: allowed,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().unpaidPickupAllowed).toBe(allowed);
}

/** Runs the queued job order mails (no worker runs in tests) and returns Pia's, newest first. */
async function piaMails(): Promise<Mail[]> {
  await createJobWorker({
    db: harness.database.db,
    handlers: jobOrderMailJobHandlers(harness.app),
    log: pino({ level: 'silent' }),
  }).runDue();
  const response = await harness.app.inject(
    `/api/dev/mailbox?to=${encodeURIComponent(OWNER_EMAIL)}`,
  );
  return response.json() as Mail[];
}

beforeAll(async () => {
  harness = await createTestApp();
  rows = jobOrderRows(harness.database);
  const shopAdmin = await createShopAdmin(harness.app, {
    email: 'admin@pickup.test',
    shopName: 'Pickup Garage',
  });
  shopId = shopAdmin.shopId;
  admin = apiAs(harness.app, shopAdmin);
  desk = apiAs(
    harness.app,
    await signUpStaff(harness.app, { email: 'desk@pickup.test', shopId, role: 'front_desk' }),
  );
  owner = await signUpAndSignIn(harness.app, { email: OWNER_EMAIL });
  pia = await rows.client(shopId, { name: 'Pia Pickup', email: OWNER_EMAIL });
  await harness.database.db
    .update(clients)
    .set({ userId: await userIdOf(harness.app, owner) })
    .where(eq(clients.id, pia));
  car = await rows.vehicle(shopId, pia, { make: 'Volvo', model: 'V60', year: 2020 });

  const rivalAdmin = await createShopAdmin(harness.app, {
    email: 'admin@rival-pickup.test',
    shopName: 'Rival Garage',
  });
  rival = apiAs(harness.app, rivalAdmin);
  rivalOwner = await signUpAndSignIn(harness.app, { email: 'rex@rival-pickup.test' });
  const rex = await rows.client(rivalAdmin.shopId, {
    name: 'Rex Rival',
    email: 'rex@rival-pickup.test',
  });
  await harness.database.db
    .update(clients)
    .set({ userId: await userIdOf(harness.app, rivalOwner) })
    .where(eq(clients.id, rex));
});

afterAll(async () => {
  await harness?.close();
});

describe('completing a job order (the car leaves)', () => {
  it('is refused without an invoice, with a 409 naming what is missing, said on the job order beforehand', async () => {
    const job = await readyJob();
    const number = formatJobOrderNumber(job.number);
    const message = `Complete is not possible: ${number} has no issued invoice. Create and issue its invoice before the car leaves.`;
    expect((await detail(job.id)).completeRefusal).toBe(message);

    const refused = await complete(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      status: 409,
      code: 'pickup_needs_invoice',
      detail: message,
      invoiceId: null,
    });
    expect((await detail(job.id)).status).toBe('ready_for_pickup');
  });

  it('is refused while the invoice is a draft', async () => {
    const job = await readyJob();
    const draft = await desk.send('POST', '/invoices', { jobOrderId: job.id });
    expect(draft.statusCode, draft.body).toBe(201);
    const refused = await complete(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'pickup_needs_invoice',
      detail: `Complete is not possible: the invoice of ${formatJobOrderNumber(job.number)} is a draft. Issue it before the car leaves.`,
      invoiceId: draft.json().id,
    });
  });

  it('is refused with money due while the shop does not allow unpaid pickup, and allowed once paid', async () => {
    const job = await readyJob();
    const invoice = await invoiceAtPickup(desk, job.id, { pay: false });
    expect(invoice).toMatchObject({ status: 'issued', total: '180.00', balance: '180.00' });
    const message = `Complete is not possible: ${invoice.number} has $180.00 due. Record the payment before the car leaves; this shop does not allow unpaid pickup (Settings → Tax and Currency).`;
    expect((await detail(job.id)).completeRefusal).toBe(message);
    const unpaid = await complete(job.id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      code: 'pickup_needs_payment',
      detail: message,
      invoiceId: invoice.id,
    });

    const part = await desk.send('POST', `/invoices/${invoice.id}/payments`, {
      method: 'card',
      amount: '100.00',
      paidOn: invoice.date,
    });
    expect(part.statusCode, part.body).toBe(201);
    const partly = await complete(job.id);
    expect(partly.statusCode).toBe(409);
    expect(partly.json().detail).toContain(`${invoice.number} has $80.00 due.`);

    const rest = await desk.send('POST', `/invoices/${invoice.id}/payments`, {
      method: 'cash',
      amount: '80.00',
      paidOn: invoice.date,
    });
    expect(rest.json()).toMatchObject({ status: 'paid', balance: '0.00' });
    expect((await detail(job.id)).completeRefusal).toBeNull();
    const completed = await complete(job.id);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      status: 'completed',
      mileageOut: 30_500,
      invoice: { id: invoice.id, status: 'paid', balance: '0.00' },
    });
  });

  it('lets the car leave on account when the shop allows unpaid pickup (off by default)', async () => {
    expect((await admin.get('/settings/tax-currency')).json().unpaidPickupAllowed).toBe(false);
    await setUnpaidPickup(true);
    try {
      const job = await readyJob();
      // Still not without an issued invoice.
      expect((await complete(job.id)).json().code).toBe('pickup_needs_invoice');
      const invoice = await invoiceAtPickup(desk, job.id, { pay: false });
      expect((await detail(job.id)).completeRefusal).toBeNull();
      const completed = await complete(job.id);
      expect(completed.statusCode, completed.body).toBe(200);
      expect(completed.json().invoice).toMatchObject({
        id: invoice.id,
        status: 'issued',
        balance: '180.00',
      });
    } finally {
      await setUnpaidPickup(false);
    }
  });

  it('does not count a voided invoice', async () => {
    const job = await readyJob();
    const draft = (await desk.send('POST', '/invoices', { jobOrderId: job.id })).json();
    const voided = await desk.send('POST', `/invoices/${draft.id}/void`, {
      reason: 'Wrong client',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await detail(job.id)).invoice).toBeNull();
    const refused = await complete(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'pickup_needs_invoice', invoiceId: null });

    const invoice = await invoiceAtPickup(desk, job.id, { pay: true });
    expect(invoice.id).not.toBe(draft.id);
    expect((await complete(job.id)).statusCode).toBe(200);
  });
});

describe('the work once an invoice bills it', () => {
  it('stays as billed: line and job changes are refused while a draft or issued invoice stands, a done mark is not, and a voided draft frees it', async () => {
    const job = await readyJob();
    const number = formatJobOrderNumber(job.number);
    const [line] = (await detail(job.id)).lines;
    const [firstJob] = (await detail(job.id)).jobs;
    const extra = { kind: 'fee', description: 'Disposal', amount: '5.00' };
    const draft = (await desk.send('POST', '/invoices', { jobOrderId: job.id })).json();

    const draftRefusal = `${number} has a draft invoice made from its work. Void the draft to change the work, then create the invoice again.`;
    for (const refused of [
      await desk.send('POST', `/job-orders/${job.id}/lines`, extra),
      await desk.send('PATCH', `/job-orders/${job.id}/lines/${line?.id}`, {
        line: { ...extra, amount: '6.00' },
      }),
      await desk.send('DELETE', `/job-orders/${job.id}/lines/${line?.id}`),
      await desk.send('POST', `/job-orders/${job.id}/jobs`, { name: 'Wipers' }),
      await desk.send('PATCH', `/job-orders/${job.id}/jobs/${firstJob?.id}`, { cause: 'Worn' }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().detail).toBe(draftRefusal);
    }
    const done = await desk.send('PATCH', `/job-orders/${job.id}/lines/${line?.id}`, {
      done: true,
    });
    expect(done.statusCode, done.body).toBe(200);

    const issued = await desk.send('POST', `/invoices/${draft.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const afterIssue = await desk.send('POST', `/job-orders/${job.id}/lines`, extra);
    expect(afterIssue.statusCode).toBe(409);
    expect(afterIssue.json().detail).toBe(
      `${number} is invoiced (${issued.json().number}); its work can no longer change. Correct the invoice with a credit note.`,
    );
    expect((await detail(job.id)).lines).toHaveLength(1);

    const other = await readyJob();
    const otherDraft = (await desk.send('POST', '/invoices', { jobOrderId: other.id })).json();
    await desk.send('POST', `/invoices/${otherDraft.id}/void`, { reason: 'Work to add' });
    const added = await desk.send('POST', `/job-orders/${other.id}/lines`, extra);
    expect(added.statusCode, added.body).toBe(200);
  });
});

describe("the car owner's side of pickup", () => {
  it('mails the amount due once the invoice is issued at ready for pickup, then the rating request after completion', async () => {
    const job = await rows.jobOrder({
      shopId,
      clientId: pia,
      vehicleId: car,
      status: 'in_progress',
      laborTotal: '180.00',
    });
    const before = (await piaMails()).length;
    const ready = await desk.send('POST', `/job-orders/${job.id}/transitions`, {
      action: 'mark_ready',
    });
    expect(ready.statusCode, ready.body).toBe(200);
    const [first] = await piaMails();
    expect(first?.subject).toBe('Your 2020 Volvo V60 is ready for pickup');
    // No invoice yet: what it said before the pickup rule.
    expect(first?.text).toContain(
      'Good news, Pia Pickup: Pickup Garage has finished the work on your 2020 Volvo V60. It is ready for pickup.\n',
    );
    expect(first?.text).toContain('Total: $180.00');
    expect(first?.text).not.toContain('Amount due');

    const invoice = await invoiceAtPickup(desk, job.id, { pay: false });
    const mails = await piaMails();
    expect(mails).toHaveLength(before + 2);
    expect(mails[0]?.subject).toBe('Your 2020 Volvo V60 is ready for pickup');
    expect(mails[0]?.text).toContain(
      `It is ready for pickup. The amount due is $180.00 (invoice ${invoice.number}).`,
    );
    expect(mails[0]?.text).toContain(`Invoice: ${invoice.number}`);
    expect(mails[0]?.text).toContain('Total: $180.00');
    expect(mails[0]?.text).toContain('Amount due: $180.00');

    await desk.send('POST', `/invoices/${invoice.id}/payments`, {
      method: 'card',
      amount: '180.00',
      paidOn: invoice.date,
    });
    expect((await complete(job.id)).statusCode).toBe(200);
    const [thanks] = await piaMails();
    expect(thanks?.subject).toBe('Thank you for your visit to Pickup Garage');
    const token = new URL(linkIn(thanks?.text.split('How was your visit?: ')[1])).pathname.split(
      '/',
    )[2];
    const rating = await harness.app.inject(`/api/v1/rating-links/${token}`);
    expect(rating.statusCode, rating.body).toBe(200);
    expect(rating.json()).toMatchObject({ shopName: 'Pickup Garage', number: job.number });
  });

  it('shows the car owner the invoice with its payments, refund and credit note; nobody else sees it', async () => {
    const job = await readyJob();
    const invoice = await invoiceAtPickup(desk, job.id, { pay: false });
    for (const [method, amount] of [
      ['card', '100.00'],
      ['cash', '80.00'],
    ] as const) {
      const paid = await desk.send('POST', `/invoices/${invoice.id}/payments`, {
        method,
        amount,
        paidOn: invoice.date,
        reference: method === 'card' ? 'AUTH-4411' : null,
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    expect((await complete(job.id)).statusCode).toBe(200);
    const issued = (await desk.get(`/invoices/${invoice.id}`)).json();
    const credited = await desk.send('POST', `/invoices/${invoice.id}/credit-notes`, {
      full: false,
      lines: [{ invoiceLineId: issued.lines[0].id, quantity: '0.50' }],
      reason: 'Goodwill: half the labor',
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const note = credited.json().creditNotes[0];
    expect(note).toMatchObject({ total: '90.00' });
    const refunded = await desk.send('POST', `/invoices/${invoice.id}/refunds`, {
      method: 'card',
      amount: '90.00',
      paidOn: invoice.date,
      creditNoteId: note.id,
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    const mine = await apiAs(harness.app, owner).get(`/portal/invoices/${invoice.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const seen = mine.json();
    expect(seen).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      workshop: 'Pickup Garage',
      vehicle: expect.stringContaining('2020 Volvo V60'),
      total: '180.00',
      paid: '90.00',
      credited: '90.00',
      balance: '0.00',
      status: 'paid',
      currency: 'USD',
      locale: 'en-US',
      lines: [expect.objectContaining({ description: 'Labor', amount: '180.00' })],
    });
    expect(
      seen.payments.map((payment: { method: string; amount: string }) => [
        payment.method,
        payment.amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['card', '100.00'],
        ['cash', '80.00'],
        ['card', '-90.00'],
      ]),
    );
    expect(seen.payments).toHaveLength(3);
    expect(seen.payments).toContainEqual(
      expect.objectContaining({ amount: '100.00', reference: 'AUTH-4411' }),
    );
    expect(seen.payments).toContainEqual(
      expect.objectContaining({ amount: '-90.00', creditNoteNumber: note.number }),
    );
    expect(seen.creditNotes).toEqual([
      expect.objectContaining({
        number: note.number,
        reason: 'Goodwill: half the labor',
        total: '90.00',
        refunded: '90.00',
      }),
    ]);
    // Staff names and the invoice's history stay with the shop.
    expect(JSON.stringify(seen)).not.toMatch(/recordedBy|history|Shop Admin/);
    const list = (await apiAs(harness.app, owner).get('/portal/invoices')).json();
    expect(list.items.map((item: { id: string }) => item.id)).toContain(invoice.id);

    // Another shop's owner, and another shop's staff, see nothing of it.
    expect(
      (await apiAs(harness.app, rivalOwner).get(`/portal/invoices/${invoice.id}`)).statusCode,
    ).toBe(404);
    expect((await apiAs(harness.app, rivalOwner).get('/portal/invoices')).json().items).toEqual([]);
    expect((await rival.get(`/invoices/${invoice.id}`)).statusCode).toBe(404);
    expect((await rival.get(`/job-orders/${job.id}`)).statusCode).toBe(404);
  });

  it("keeps another shop's staff away from invoicing and completing this shop's job orders", async () => {
    const job = await readyJob();
    const invoiced = await rival.send('POST', '/invoices', { jobOrderId: job.id });
    expect(invoiced.statusCode).toBe(404);
    const completed = await rival.send('POST', `/job-orders/${job.id}/transitions`, {
      action: 'complete',
    });
    expect(completed.statusCode).toBe(404);
    const mine = await detail(job.id);
    expect(mine).toMatchObject({ status: 'ready_for_pickup', invoice: null });
    // A draft is never the owner's to see.
    const draft = (await desk.send('POST', '/invoices', { jobOrderId: job.id })).json();
    expect((await apiAs(harness.app, owner).get(`/portal/invoices/${draft.id}`)).statusCode).toBe(
      404,
    );
  });
});
