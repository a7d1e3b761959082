import { inflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { newClientWithVehicle } from '../bookings/booking-helpers.ts';
import { newWorkshopAdmin, openWalkIn } from '../job-orders/lists-helpers.ts';

/**
 * The admin of a new workshop (default tax settings: no tax, no supplies fee, USD; unpaid pickup
 * not allowed), signed in on `page`'s context, with a job order seeded through the API and ready
 * for pickup — where the desk invoices it (ADR 037): 1 h of flat labor at $120.00 and 2 front
 * pads at $45.50, approved and done — $211.00 of work to invoice.
 */
export async function readyJobToInvoice(
  page: Page,
  baseURL: string,
): Promise<{ jobOrderId: string; jobOrderNumber: number; clientName: string }> {
  await newWorkshopAdmin(page, baseURL);
  const client = await newClientWithVehicle(page.request, baseURL, 'Invoice');
  const job = await openWalkIn(page.request, baseURL, {
    clientId: client.id,
    vehicleId: client.vehicleId,
  });
  const write = { headers: { origin: baseURL } };
  for (const line of [
    {
      kind: 'labor',
      description: 'Replace front pads',
      pricing: 'flat',
      quantity: '1',
      unitPrice: '120.00',
    },
    { kind: 'part', description: 'Front brake pad set', quantity: '2', unitPrice: '45.50' },
  ]) {
    const added = await page.request.post(`/api/v1/job-orders/${job.id}/lines`, {
      ...write,
      data: line,
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  for (const data of [
    { action: 'record_approval' },
    { action: 'start_work' },
    { action: 'mark_ready' },
  ]) {
    const moved = await page.request.post(`/api/v1/job-orders/${job.id}/transitions`, {
      ...write,
      data,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { jobOrderId: job.id, jobOrderNumber: job.number, clientName: client.name };
}

/** Invoices the job order and issues the invoice through the API: its id and number. */
export async function issuedInvoiceOf(
  request: APIRequestContext,
  baseURL: string,
  jobOrderId: string,
): Promise<{ id: string; number: string }> {
  const write = { headers: { origin: baseURL } };
  const created = await request.post('/api/v1/invoices', { ...write, data: { jobOrderId } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const issued = await request.post(`/api/v1/invoices/${id}/issue`, write);
  expect(issued.status(), await issued.text()).toBe(200);
  return { id, number: ((await issued.json()) as { number: string }).number };
}

/**
 * The text a PDF shows: pdfkit writes each content stream deflated, its strings as hex glyph
 * codes of Helvetica's WinAnsi encoding (one byte a character, split where kerning applies).
 */
export function pdfTextOf(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      texts.push(
        [...(array[1] as string).matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1] as string, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return texts.join('\n');
}

/**
 * What the desk does before the car leaves (ADR 037), through the API: the job order's invoice
 * created, issued and paid in full in cash. Its id, number and total.
 */
export async function paidAtPickup(
  request: APIRequestContext,
  baseURL: string,
  jobOrderId: string,
): Promise<{ id: string; number: string; total: string }> {
  const write = { headers: { origin: baseURL } };
  const { id, number } = await issuedInvoiceOf(request, baseURL, jobOrderId);
  const invoice = (await (await request.get(`/api/v1/invoices/${id}`)).json()) as {
    total: string;
    balance: string;
    date: string;
  };
  const paid = await request.post(`/api/v1/invoices/${id}/payments`, {
    ...write,
    data: { method: 'cash', amount: invoice.balance, paidOn: invoice.date },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return { id, number, total: invoice.total };
}
