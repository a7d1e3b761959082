import {
  creditNoteViewSchema,
  invoiceDetailSchema,
  invoiceExportQuerySchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  ownerInvoiceDetailSchema,
  ownerInvoiceListSchema,
  receivablesSchema,
} from '@pitstop/domain/invoice-views';
import {
  creditNoteInputSchema,
  invoiceCreateSchema,
  invoiceLineInputSchema,
  invoiceMachine,
  invoicePatchSchema,
  invoiceSendSchema,
  invoiceVoidSchema,
  paymentInputSchema,
  refundInputSchema,
} from '@pitstop/domain/invoices';
import { mailPreviewSchema, mailRecipientSchema } from '@pitstop/domain/mail-preview';
import { problemSchema } from '@pitstop/domain/problem';
import { carOwnerRoles } from '@pitstop/domain/roles';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../platform/csv-download.ts';
import { AppError } from '../../platform/errors.ts';
import { idempotencyKeyHeaders, idempotencyOf } from '../../platform/idempotency.ts';
import { pdfQuery, sendPdf } from '../../platform/pdf/pdf-reply.ts';
import { createCreditNote } from './create-credit-note.ts';
import { createInvoice } from './create-invoice.ts';
import { createPaymentLink } from './create-payment-link.ts';
import {
  addInvoiceLine,
  changeInvoiceLine,
  deleteInvoiceLine,
  updateInvoice,
} from './edit-invoice.ts';
import { getOwnerInvoice } from './get-owner-invoice.ts';
import { invoiceNotFound } from './invoice-drafts.ts';
import {
  creditNoteFilename,
  invoiceFilename,
  renderCreditNotePdf,
  renderInvoicePdf,
} from './invoice-pdf.ts';
import { issueInvoice, voidInvoice } from './issue-invoice.ts';
import {
  exportInvoices,
  findOwnerInvoice,
  getReceivables,
  listInvoices,
  listOwnerInvoices,
} from './list-invoices.ts';
import { type LoadedInvoice, loadCreditNote, loadInvoice } from './load-invoice.ts';
import { recordPayment, recordRefund } from './record-payment.ts';
import { previewInvoiceMail, remindInvoice, sendInvoice } from './send-invoice.ts';

/** Billing (issue 13): admin, manager and front desk read and write; mechanics have no access. */
const billing = [...invoiceMachine.transitions.issue.roles];

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };
const conflict = { 409: problemSchema };
const unprocessable = { 422: problemSchema };
const params = z.object({ id: z.uuid('Not an invoice id') });
const lineParams = params.extend({ lineId: z.uuid('Not an invoice line id') });
const creditNoteParams = z.object({ id: z.uuid('Not a credit note id') });
const ifMatchHeaders = z.object({
  'if-match': z
    .string()
    .max(100)
    .optional()
    .describe('The `version` (ETag) the edit was made on; another one is a 412'),
});
const editErrors = {
  ...errors,
  ...notFound,
  ...conflict,
  412: problemSchema,
};
const alreadyInvoiced = problemSchema.extend({
  invoiceId: z.uuid().optional().describe("The job order's live invoice"),
});
const queued = z.object({ to: z.string() });
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const load = async (shopId: string, id: string): Promise<LoadedInvoice> => {
    const loaded = await loadInvoice({ tx: db, shopId, id });
    if (!loaded) throw invoiceNotFound();
    return loaded;
  };

  /** The invoice as its page shows it after a change, with its version as the ETag. */
  const changedView = async (shopId: string, id: string, reply?: FastifyReply) => {
    const { invoice } = await load(shopId, id);
    reply?.header('etag', `"${invoice.version}"`);
    return invoice;
  };

  app.get(
    '/invoices',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'Invoices, newest first: by status, client and invoice date; search by invoice number (INV-2026-00042 or 42), bill-to or client name, or job order number (JO-1042); keyset pages',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errors },
      },
    },
    async (request) => listInvoices({ tx: db, shopId: request.shopId(), ...request.query }),
  );

  app.post(
    '/invoices',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'A draft invoice: from a completed job order (its approved lines, the supplies fee, bill-to, vehicle and mileage; 409 with `invoiceId` when it already has a live invoice), or an empty counter sale for a client or a typed name',
        body: invoiceCreateSchema,
        response: {
          201: invoiceDetailSchema,
          ...errors,
          ...notFound,
          409: alreadyInvoiced,
        },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      const { id } = await createInvoice({
        tx: db,
        events: app.events,
        shopId,
        actor: request.viewer,
        input: request.body,
      });
      return reply.status(201).send(await changedView(shopId, id, reply));
    },
  );

  app.get(
    '/invoices/export.csv',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'The issued invoices of a period (by invoice date) as CSV, in number order: number, date, due, client, vehicle, net, tax, total, credited, paid, balance, status',
        produces: ['text/csv'],
        querystring: invoiceExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = exportInvoices({ tx: db, shopId: request.shopId(), from, to });
      const period = from || to ? `-${from ?? 'start'}-to-${to ?? 'today'}` : '';
      return sendCsvDownload(request, reply, `invoices${period}.csv`, csv);
    },
  );

  app.get(
    '/receivables',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'Money owed: issued and partially paid invoices with a balance, oldest first, aged from their invoice date in 0–30, 31–60, 61–90 and 90+ days buckets, with the total',
        response: { 200: receivablesSchema, ...errors },
      },
    },
    async (request) => getReceivables({ tx: db, shopId: request.shopId() }),
  );

  app.get(
    '/invoices/:id',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'One invoice with its lines, tax breakdown, payments, credit notes and history; ETag is its version',
        params,
        response: { 200: invoiceDetailSchema, ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      const { invoice } = await load(request.shopId(), request.params.id);
      reply.header('etag', `"${invoice.version}"`);
      return invoice;
    },
  );

  app.patch(
    '/invoices/:id',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'Change a draft: bill-to, mileage, notes, terms (figures follow the current tax settings); 409 once issued, 412 when If-Match names an older version',
        params,
        headers: ifMatchHeaders,
        body: invoicePatchSchema,
        response: { 200: invoiceDetailSchema, ...editErrors },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      await updateInvoice({
        tx: db,
        events: app.events,
        shopId,
        id: request.params.id,
        input: request.body,
        ifMatch: request.headers['if-match'],
      });
      return changedView(shopId, request.params.id, reply);
    },
  );

  app.post(
    '/invoices/:id/lines',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'A line on a draft (labor, part, fee or discount, as on job orders); 409 once issued',
        params,
        headers: ifMatchHeaders,
        body: invoiceLineInputSchema,
        response: { 200: invoiceDetailSchema, ...editErrors },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      await addInvoiceLine({
        tx: db,
        events: app.events,
        shopId,
        id: request.params.id,
        line: request.body,
        ifMatch: request.headers['if-match'],
      });
      return changedView(shopId, request.params.id, reply);
    },
  );

  app.patch(
    '/invoices/:id/lines/:lineId',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary: "Replace a draft's line; 409 once issued",
        params: lineParams,
        headers: ifMatchHeaders,
        body: invoiceLineInputSchema,
        response: { 200: invoiceDetailSchema, ...editErrors },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      await changeInvoiceLine({
        tx: db,
        events: app.events,
        shopId,
        id: request.params.id,
        lineId: request.params.lineId,
        line: request.body,
        ifMatch: request.headers['if-match'],
      });
      return changedView(shopId, request.params.id, reply);
    },
  );

  app.delete(
    '/invoices/:id/lines/:lineId',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary: "Remove a draft's line; 409 once issued",
        params: lineParams,
        headers: ifMatchHeaders,
        response: { 200: invoiceDetailSchema, ...editErrors },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      await deleteInvoiceLine({
        tx: db,
        events: app.events,
        shopId,
        id: request.params.id,
        lineId: request.params.lineId,
        ifMatch: request.headers['if-match'],
      });
      return changedView(shopId, request.params.id, reply);
    },
  );

  app.post(
    '/invoices/:id/issue',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'Issue a draft: the next INV-<year>-<n> number of the shop (no gaps), the invoice date, the due date after the payment terms; it never changes after. 422 without lines or bill-to name',
        params,
        headers: ifMatchHeaders,
        response: { 200: invoiceDetailSchema, ...editErrors, ...unprocessable },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      await issueInvoice({
        tx: db,
        events: app.events,
        shopId,
        actor: request.viewer,
        id: request.params.id,
        ifMatch: request.headers['if-match'],
      });
      return changedView(shopId, request.params.id, reply);
    },
  );

  app.post(
    '/invoices/:id/void',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'Void a draft (with a reason): it uses no number and frees its job order; issued invoices are corrected with credit notes (409)',
        params,
        body: invoiceVoidSchema,
        response: { 200: invoiceDetailSchema, ...errors, ...notFound, ...conflict },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      await voidInvoice({
        tx: db,
        events: app.events,
        shopId,
        actor: request.viewer,
        id: request.params.id,
        reason: request.body.reason,
      });
      return changedView(shopId, request.params.id, reply);
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'The invoice as a PDF (INV-2026-00042.pdf; a draft is "Draft invoice.pdf", marked DRAFT): inline, or a download with ?download=1',
        produces: ['application/pdf'],
        params,
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const loaded = await load(request.shopId(), request.params.id);
      const pdf = await renderInvoicePdf(loaded);
      return sendPdf(reply, pdf, invoiceFilename(loaded.invoice), request.query.download === '1');
    },
  );

  app.get(
    '/invoices/:id/send/preview',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'The mail Send would queue now, to the bill-to address (or `to`): subject, text and HTML parts, attachment names; refused as Send refuses (409 not issued, 422 without an address)',
        params,
        querystring: mailRecipientSchema,
        response: { 200: mailPreviewSchema, ...errors, ...notFound, ...conflict, ...unprocessable },
      },
    },
    async (request) =>
      previewInvoiceMail({
        tx: db,
        shopId: request.shopId(),
        id: request.params.id,
        to: request.query.to,
      }),
  );

  app.post(
    '/invoices/:id/send',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'E-mail the invoice PDF to the bill-to address (or `to`) through the mail queue; issued invoices only (409), 422 without an address',
        params,
        body: invoiceSendSchema,
        response: { 202: queued, ...errors, ...notFound, ...conflict, ...unprocessable },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      const sent = await sendInvoice({
        tx: db,
        events: app.events,
        shopId,
        actor: request.viewer,
        id: request.params.id,
        to: request.body.to,
      });
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/invoices/:id/remind',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'E-mail an overdue reminder with the PDF to the bill-to address; issued invoices with a balance past their due date only (409)',
        params,
        response: { 202: queued, ...errors, ...notFound, ...conflict, ...unprocessable },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      const sent = await remindInvoice({
        tx: db,
        events: app.events,
        shopId,
        actor: request.viewer,
        id: request.params.id,
      });
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/invoices/:id/credit-notes',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'A credit note: the whole invoice, or lines with a quantity (in proportion, never more than is left); numbered CN-<year>-<n>; issued invoices only (409)',
        params,
        body: creditNoteInputSchema,
        response: {
          201: invoiceDetailSchema,
          ...errors,
          ...notFound,
          ...conflict,
          ...unprocessable,
        },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      await createCreditNote({
        tx: db,
        events: app.events,
        shopId,
        actor: request.viewer,
        invoiceId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(await changedView(shopId, request.params.id, reply));
    },
  );

  app.get(
    '/credit-notes/:id',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary: 'One credit note with its lines and what has been refunded of it',
        params: creditNoteParams,
        response: { 200: creditNoteViewSchema, ...errors, ...notFound },
      },
    },
    async (request) => {
      const found = await loadCreditNote({
        tx: db,
        shopId: request.shopId(),
        id: request.params.id,
      });
      if (!found) throw AppError.notFound('Credit note not found.');
      return found.creditNote;
    },
  );

  app.get(
    '/credit-notes/:id/pdf',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary: 'The credit note as a PDF (CN-2026-00003.pdf); ?download=1 for a download',
        produces: ['application/pdf'],
        params: creditNoteParams,
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const found = await loadCreditNote({
        tx: db,
        shopId: request.shopId(),
        id: request.params.id,
      });
      if (!found) throw AppError.notFound('Credit note not found.');
      const pdf = await renderCreditNotePdf({ creditNote: found.creditNote, ...found.loaded });
      return sendPdf(
        reply,
        pdf,
        creditNoteFilename(found.creditNote),
        request.query.download === '1',
      );
    },
  );

  app.post(
    '/invoices/:id/payments',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'Record a payment (cash, card, bank transfer, check, other); never more than the balance due (422); 409 on a draft or void invoice',
        params,
        headers: idempotencyKeyHeaders(
          'the invoice as the first payment left it, recording nothing more',
        ),
        body: paymentInputSchema,
        response: {
          201: invoiceDetailSchema,
          ...errors,
          ...notFound,
          ...conflict,
          ...unprocessable,
        },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      const { id } = request.params;
      await recordPayment({
        tx: db,
        events: app.events,
        shopId,
        actor: request.viewer,
        invoiceId: id,
        input: request.body,
        idempotency: idempotencyOf(
          request.headers['idempotency-key'],
          `POST /invoices/${id}/payments`,
          request.body,
        ),
      });
      return reply.status(201).send(await changedView(shopId, id, reply));
    },
  );

  app.post(
    '/invoices/:id/refunds',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'Pay money back for a credit note: at most what the invoice was overpaid by and what the credit note has left (422)',
        params,
        headers: idempotencyKeyHeaders(
          'the invoice as the first refund left it, recording nothing more',
        ),
        body: refundInputSchema,
        response: {
          201: invoiceDetailSchema,
          ...errors,
          ...notFound,
          ...conflict,
          ...unprocessable,
        },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      const { id } = request.params;
      await recordRefund({
        tx: db,
        events: app.events,
        shopId,
        actor: request.viewer,
        invoiceId: id,
        input: request.body,
        idempotency: idempotencyOf(
          request.headers['idempotency-key'],
          `POST /invoices/${id}/refunds`,
          request.body,
        ),
      });
      return reply.status(201).send(await changedView(shopId, id, reply));
    },
  );

  app.post(
    '/invoices/:id/payment-link',
    {
      config: { access: billing },
      schema: {
        tags: ['invoices'],
        summary:
          'A card payment link for the balance, through the configured payment provider; none is configured by default, so this answers 409 "not enabled"',
        params,
        response: {
          201: z.object({ url: z.string(), expiresAt: z.string().nullable() }),
          ...errors,
          ...notFound,
          ...conflict,
        },
      },
    },
    async (request, reply) => {
      const link = await createPaymentLink({
        tx: db,
        shopId: request.shopId(),
        id: request.params.id,
      });
      return reply.status(201).send(link);
    },
  );

  // The car owner's invoices ------------------------------------------------------------------

  app.get(
    '/portal/invoices',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary:
          'Your invoices from the workshops you are a client of: issued, paid and credited ones (never drafts), newest first',
        response: {
          200: ownerInvoiceListSchema,
          ...errors,
        },
      },
    },
    async (request) => listOwnerInvoices({ tx: db, userId: request.viewer.id }),
  );

  app.get(
    '/portal/invoices/:id',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary:
          'One of your invoices with its lines, payments, refunds and credit notes (404 for anyone else’s, a draft or a voided one)',
        params,
        response: { 200: ownerInvoiceDetailSchema, ...errors, ...notFound },
      },
    },
    async (request) =>
      getOwnerInvoice({ tx: db, userId: request.viewer.id, invoiceId: request.params.id }),
  );

  app.get(
    '/portal/invoices/:id/pdf',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary:
          'One of your invoices as a PDF (404 for anyone else’s); ?download=1 for a download',
        produces: ['application/pdf'],
        params,
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const found = await findOwnerInvoice({
        tx: db,
        userId: request.viewer.id,
        invoiceId: request.params.id,
      });
      if (!found) throw invoiceNotFound();
      const loaded = await load(found.shopId, request.params.id);
      const pdf = await renderInvoicePdf(loaded);
      return sendPdf(reply, pdf, invoiceFilename(loaded.invoice), request.query.download === '1');
    },
  );
};
