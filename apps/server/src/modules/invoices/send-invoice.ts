import { formatCalendarDate } from '@pitstop/domain/date-format';
import { type InvoiceStatus, invoiceMachine } from '@pitstop/domain/invoices';
import { localToday } from '@pitstop/domain/local-time';
import type { MailPreview } from '@pitstop/domain/mail-preview';
import { compareMoney } from '@pitstop/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { invoices } from '../../db/schema/billing.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { mailPreviewOf } from '../../plugins/mail.ts';
import { invoiceNotFound, lockInvoice, statusWord } from './invoice-drafts.ts';
import { publishInvoiceChanged } from './invoice-events.ts';
import { invoiceMail, queueInvoiceMail } from './invoice-mail.ts';
import { loadInvoice } from './load-invoice.ts';

function noAddress(): AppError {
  return new AppError(
    'unprocessable',
    422,
    'This invoice has no e-mail address to send to. Type one, or add it to the bill-to details.',
    [{ path: 'body.to', message: 'Enter the e-mail address to send to' }],
  );
}

/** Whom Send mails: the address typed, else the bill-to e-mail; issued invoices only (409). */
function sendRecipient(
  invoice: { status: InvoiceStatus; billToEmail: string | null },
  to: string | undefined,
): string {
  if (invoiceMachine.refusal(invoice.status, 'send')) {
    throw AppError.conflict(
      `This invoice is ${statusWord(invoice.status)}: issue it before sending it.`,
    );
  }
  const address = to ?? invoice.billToEmail;
  if (!address) throw noAddress();
  return address;
}

/**
 * Send's preview (GET /invoices/:id/send/preview): the mail Send would queue now, built by the
 * queue's own invoiceMail, refused as Send refuses.
 */
export async function previewInvoiceMail(options: {
  tx: Tx;
  shopId: string;
  id: string;
  to?: string;
}): Promise<MailPreview> {
  const loaded = await loadInvoice({ tx: options.tx, shopId: options.shopId, id: options.id });
  if (!loaded) throw invoiceNotFound();
  const to = sendRecipient(loaded.invoice, options.to);
  return mailPreviewOf(await invoiceMail(loaded, 'send', to));
}

/**
 * Send (POST /invoices/:id/send): the PDF to the bill-to e-mail or the address typed, through
 * the job queue; the request is in the invoice's history with the address. Issued invoices only.
 */
export async function sendInvoice(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor;
  id: string;
  to?: string;
}): Promise<{ to: string }> {
  const { shopId, actor, id } = options;
  return options.tx.transaction(async (tx) => {
    const invoice = await lockInvoice({ tx, shopId, id });
    const to = sendRecipient(invoice, options.to);
    const { mailId } = await queueInvoiceMail({ tx, shopId, invoiceId: id, kind: 'send', to });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'invoice',
      subjectId: id,
      action: 'send',
      actor,
      details: { to, mailId },
    });
    await publishInvoiceChanged({ tx, events: options.events, shopId, invoiceId: id });
    return { to };
  });
}

/**
 * Remind (POST /invoices/:id/remind): an overdue reminder with the PDF to the bill-to e-mail, for
 * an issued invoice with money due past its due date (409 otherwise).
 */
export async function remindInvoice(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor;
  id: string;
}): Promise<{ to: string }> {
  const { shopId, actor, id } = options;
  return options.tx.transaction(async (tx) => {
    const invoice = await lockInvoice({ tx, shopId, id });
    if (invoiceMachine.refusal(invoice.status, 'remind')) {
      throw AppError.conflict(
        `This invoice is ${statusWord(invoice.status)}: only an issued invoice with money due gets a reminder.`,
      );
    }
    const [shop] = await tx
      .select({ timezone: shops.timezone })
      .from(shops)
      .where(eq(shops.id, shopId));
    const today = localToday(shop?.timezone ?? 'UTC');
    if (compareMoney(invoice.balance, '0') <= 0 || !invoice.dueOn || invoice.dueOn >= today) {
      throw AppError.conflict(
        `This invoice is not overdue: it is due on ${formatCalendarDate(invoice.dueOn, invoice)}. A reminder goes out once the due date has passed.`,
      );
    }
    const to = invoice.billToEmail;
    if (!to) throw noAddress();
    const { mailId } = await queueInvoiceMail({ tx, shopId, invoiceId: id, kind: 'remind', to });
    await tx
      .update(invoices)
      .set({ remindedAt: sql`now()` })
      .where(and(eq(invoices.shopId, shopId), eq(invoices.id, id)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'invoice',
      subjectId: id,
      action: 'remind',
      actor,
      details: { to, mailId },
    });
    await publishInvoiceChanged({ tx, events: options.events, shopId, invoiceId: id });
    return { to };
  });
}
