import { randomUUID } from 'node:crypto';
import { type DateFormat, formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import { invoiceMachine } from '@pitstop/domain/invoices';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';
import { historyEntries } from '../../db/schema/platform.ts';
import { enqueueJob, type Job, type JobHandlers } from '../../platform/job-queue.ts';
import { brandedMail, type Mail, type Mailer } from '../../plugins/mail.ts';
import { invoiceFilename, renderInvoicePdf } from './invoice-pdf.ts';
import { type LoadedInvoice, loadInvoice } from './load-invoice.ts';

export const INVOICE_MAIL_JOB = 'invoice.mail';
export const INVOICE_REMINDER_JOB = 'invoice.reminder';

/** What mailing an invoice needs; the Fastify app has all of it. */
export type InvoiceMailDeps = { database: Database; mailer: Mailer };

export type MailKind = 'send' | 'remind';

/**
 * Queues one mail of an invoice (Send, or Remind for an overdue one), in the transaction that
 * records the request in the invoice's history: the two stand or fall together, and the queue
 * retries a mail server that is away (ADR 013). Each request is its own job (a resend is a new
 * mail); its id is the `mailId` of its history entry.
 */
export async function queueInvoiceMail(options: {
  tx: Tx;
  shopId: string;
  invoiceId: string;
  kind: MailKind;
  to: string;
}): Promise<{ mailId: string }> {
  const mailId = randomUUID();
  const job = options.kind === 'send' ? INVOICE_MAIL_JOB : INVOICE_REMINDER_JOB;
  await enqueueJob({
    tx: options.tx,
    kind: job,
    shopId: options.shopId,
    payload: { invoiceId: options.invoiceId, mailId, to: options.to },
    dedupeKey: `${job}:${mailId}`,
    maxAttempts: 8,
  });
  return { mailId };
}

/**
 * Mails the invoice's PDF. The send is claimed first by stamping `mailedAt` on the history entry
 * of the request (which also shows the desk when it went), so a job run again after a lost lease
 * does not send the customer a second copy; a failed send removes the stamp and retries.
 */
async function sendInvoiceMail(deps: InvoiceMailDeps, job: Job, kind: MailKind): Promise<void> {
  const shopId = job.shopId;
  const { invoiceId, mailId, to } = job.payload as {
    invoiceId?: string;
    mailId?: string;
    to?: string;
  };
  if (!shopId || !invoiceId || !mailId || !to) throw new Error('an invoice mail needs its ids');
  const db = deps.database.db;
  const loaded = await loadInvoice({ tx: db, shopId, id: invoiceId });
  if (!loaded?.invoice.number) return;
  // A reminder of an invoice paid (or credited) since it was asked for would be wrong.
  const { status } = loaded.invoice;
  if (kind === 'remind' && invoiceMachine.refusal(status, 'remind')) return;
  const details = sql`coalesce(${historyEntries.details}, '{}'::jsonb)`;
  const [claim] = await db
    .update(historyEntries)
    .set({ details: sql`${details} || jsonb_build_object('mailedAt', clock_timestamp())` })
    .where(
      and(
        eq(historyEntries.shopId, shopId),
        eq(historyEntries.subjectType, 'invoice'),
        eq(historyEntries.subjectId, invoiceId),
        sql`${historyEntries.details}->>'mailId' = ${mailId}`,
        sql`not (${details} ? 'mailedAt')`,
      ),
    )
    .returning({ id: historyEntries.id });
  if (!claim) return;
  try {
    await deps.mailer.send(await invoiceMail(loaded, kind, to));
  } catch (error) {
    await db
      .update(historyEntries)
      .set({ details: sql`${historyEntries.details} - 'mailedAt'` })
      .where(and(eq(historyEntries.shopId, shopId), eq(historyEntries.id, claim.id)));
    throw error;
  }
}

/** The mail of an invoice with its PDF: what the queue sends, and what Send's preview shows. */
export async function invoiceMail(
  { invoice, shop }: LoadedInvoice,
  kind: MailKind,
  to: string,
): Promise<Mail> {
  const number = invoice.number as string;
  const pdf = await renderInvoicePdf({ invoice, shop });
  const dates: DateFormat = { timeZone: shop.timezone, locale: invoice.locale };
  const money = (amount: string) =>
    formatMoney(amount, { currency: invoice.currency, locale: invoice.locale });
  const details: [string, string][] = [
    ['Invoice', number],
    ['Invoice date', formatCalendarDate(invoice.date, dates)],
    ['Total', money(invoice.total)],
    ['Balance due', money(invoice.balance)],
    ...(invoice.dueOn
      ? ([['Due date', formatCalendarDate(invoice.dueOn, dates)]] as [string, string][])
      : []),
  ];
  const contact = [shop.phone, shop.email].filter(Boolean).join(' or ');
  return brandedMail({
    to,
    subject:
      kind === 'send'
        ? `Invoice ${number} from ${shop.name}`
        : `Reminder: invoice ${number} from ${shop.name} is overdue`,
    intro:
      kind === 'send'
        ? `Hello ${invoice.billToName}, please find attached invoice ${number} from ${shop.name}.`
        : `Hello ${invoice.billToName}, invoice ${number} from ${shop.name} was due on ${formatCalendarDate(invoice.dueOn, dates)} and ${money(invoice.balance)} is still open. The invoice is attached again.`,
    details,
    outro: contact
      ? `Questions about this invoice? Contact ${shop.name} at ${contact}.`
      : `Questions about this invoice? Reply to ${shop.name}.`,
    attachments: [
      {
        filename: invoiceFilename(invoice),
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  });
}

export function sendInvoiceMailJob(deps: InvoiceMailDeps, job: Job): Promise<void> {
  return sendInvoiceMail(deps, job, job.kind === INVOICE_REMINDER_JOB ? 'remind' : 'send');
}

/** The queue's handlers for invoice mails, given to the worker the server starts. */
export function invoiceJobHandlers(deps: InvoiceMailDeps): JobHandlers {
  return {
    [INVOICE_MAIL_JOB]: (job) => sendInvoiceMail(deps, job, 'send'),
    [INVOICE_REMINDER_JOB]: (job) => sendInvoiceMail(deps, job, 'remind'),
  };
}
