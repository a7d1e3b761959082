import { formatMoney } from '@pitstop/domain/format';
import { issuedInvoiceStatuses } from '@pitstop/domain/invoices';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { compareMoney } from '@pitstop/domain/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { invoices } from '../../db/schema/billing.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { enqueueJob, type Job, type JobHandlers } from '../../platform/job-queue.ts';
import { issueLinkToken } from '../../platform/link-tokens.ts';
import { brandedMail, type Mail, type Mailer } from '../../plugins/mail.ts';
import { visitTotalOf } from '../service-history/public.ts';

/** What the job order mails need; the Fastify app has all of it. */
export type JobOrderMailDeps = {
  database: Database;
  mailer: Mailer;
  config: { appUrl: string };
};

/** The statuses the car owner is mailed about. */
export type JobOrderMailStatus = 'ready_for_pickup' | 'completed';

export const JOB_ORDER_MAIL_JOB = 'job_order.mail';

/** How long the "How was your visit?" link works. */
export const VISIT_RATING_LINK_DAYS = 30;

type JobOrderForMail = {
  id: string;
  number: number;
  status: string;
  total: string;
  shopName: string;
  shopAddress: string | null;
  shopPhone: string | null;
  currency: string;
  locale: string;
  clientName: string;
  recipient: string | null;
  ownerUserId: string | null;
  vehicle: string | null;
  /** The job order's issued invoice (not a draft, not void): the amount due at pickup (ADR 037). */
  invoice: { number: string; total: string; balance: string } | null;
};

async function loadJobOrderForMail(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<JobOrderForMail | null> {
  const { tx, shopId, jobOrderId } = options;
  const [row] = await tx
    .select({
      id: jobOrders.id,
      number: jobOrders.number,
      status: jobOrders.status,
      // What the customer is billed: the issued invoice's total, else the approved total.
      total: visitTotalOf(sql.raw('job_orders')),
      shopName: shops.name,
      shopAddress: shops.address,
      shopPhone: shops.phone,
      currency: shops.currency,
      locale: shops.locale,
      clientName: clients.name,
      clientEmail: clients.email,
      ownerUserId: clients.userId,
      ownerEmail: users.email,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      registrationNumber: vehicles.registrationNumber,
      invoiceNumber: invoices.number,
      invoiceTotal: invoices.total,
      invoiceBalance: invoices.balance,
    })
    .from(jobOrders)
    .innerJoin(shops, eq(shops.id, jobOrders.shopId))
    .leftJoin(
      invoices,
      and(
        eq(invoices.shopId, jobOrders.shopId),
        eq(invoices.jobOrderId, jobOrders.id),
        inArray(invoices.status, [...issuedInvoiceStatuses]),
      ),
    )
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .leftJoin(users, eq(users.id, clients.userId))
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, jobOrders.shopId), eq(vehicles.id, jobOrders.vehicleId)),
    )
    .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, jobOrderId)));
  if (!row) return null;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    total: row.total,
    shopName: row.shopName,
    shopAddress: row.shopAddress,
    shopPhone: row.shopPhone,
    currency: row.currency,
    locale: row.locale,
    clientName: row.clientName,
    // The address the shop keeps for the client, else the car owner's account.
    recipient: row.clientEmail ?? row.ownerEmail,
    ownerUserId: row.ownerUserId,
    vehicle:
      row.make !== null && row.model !== null
        ? [row.year, row.make, row.model].filter((part) => part !== null).join(' ')
        : null,
    invoice:
      row.invoiceNumber !== null && row.invoiceTotal !== null && row.invoiceBalance !== null
        ? { number: row.invoiceNumber, total: row.invoiceTotal, balance: row.invoiceBalance }
        : null,
  };
}

/** The two mails: "ready for pickup", and the thank-you with the rating link once completed. */
export function jobOrderStatusMail(options: {
  status: JobOrderMailStatus;
  job: JobOrderForMail & { recipient: string };
  appUrl: string;
  /** Completed: the "How was your visit?" address. */
  ratingUrl?: string;
}): Mail {
  const { job } = options;
  const shop = job.shopName;
  const vehicle = job.vehicle ?? 'vehicle';
  const details: [string, string][] = [
    ['Workshop', job.shopAddress ? `${shop}, ${job.shopAddress}` : shop],
    ...(job.shopPhone ? ([['Phone', job.shopPhone]] as [string, string][]) : []),
    ...(job.vehicle ? ([['Vehicle', job.vehicle]] as [string, string][]) : []),
    ['Job order', formatJobOrderNumber(job.number)],
    ['Total', formatMoney(job.total, { currency: job.currency, locale: job.locale })],
  ];
  const outro = `You get this mail because ${shop} is working on your vehicle through Pitstop.`;
  if (options.status === 'ready_for_pickup') {
    // Once the invoice is issued the owner learns what to pay at pickup (ADR 037).
    const { invoice } = job;
    const money = (value: string) =>
      formatMoney(value, { currency: job.currency, locale: job.locale });
    const due = invoice && compareMoney(invoice.balance, '0') > 0 ? invoice.balance : null;
    const readyDetails: [string, string][] = invoice
      ? [
          ...details.filter(([label]) => label !== 'Total'),
          ['Invoice', invoice.number],
          ['Total', money(invoice.total)],
          ['Amount due', money(due ?? '0')],
        ]
      : details;
    const payment = invoice
      ? due
        ? ` The amount due is ${money(due)} (invoice ${invoice.number}).`
        : ` Invoice ${invoice.number} is paid: nothing is due.`
      : '';
    return brandedMail({
      to: job.recipient,
      subject: `Your ${vehicle} is ready for pickup`,
      intro: `Good news, ${job.clientName}: ${shop} has finished the work on your ${vehicle}. It is ready for pickup.${payment}`,
      details: readyDetails,
      ...(job.ownerUserId
        ? {
            action: {
              label: 'See it in your account',
              url: new URL('/client/dashboard', options.appUrl).toString(),
            },
          }
        : {}),
      outro,
    });
  }
  return brandedMail({
    to: job.recipient,
    subject: `Thank you for your visit to ${shop}`,
    intro: `Thank you, ${job.clientName}. Your ${vehicle} is back with you. How was your visit? One question, a few seconds: it helps ${shop} and the mechanic who worked on your car.`,
    details,
    ...(options.ratingUrl
      ? { action: { label: 'How was your visit?', url: options.ratingUrl } }
      : {}),
    outro,
  });
}

/**
 * Writes and sends one job order mail; throws when the mail server refuses it (the queue tries
 * again with its back-off). Sends nothing
 * when the job has moved on since (a ready job sent back to work) or the client has no address.
 */
async function deliverJobOrderStatusMail(
  deps: JobOrderMailDeps,
  options: { shopId: string; jobOrderId: string; status: JobOrderMailStatus },
): Promise<void> {
  const db = deps.database.db;
  const job = await loadJobOrderForMail({ tx: db, ...options });
  if (!job?.recipient || job.status !== options.status) return;
  let ratingUrl: string | undefined;
  if (options.status === 'completed') {
    // A new link replaces an earlier one (a retried mail): only the mail sent carries a live link.
    const token = await issueLinkToken({
      tx: db,
      shopId: options.shopId,
      purpose: 'visit_rating',
      subjectId: job.id,
      createdBy: null,
      expiresAt: new Date(Date.now() + VISIT_RATING_LINK_DAYS * 86_400_000),
      replace: true,
    });
    ratingUrl = new URL(`/rate/${token}`, deps.config.appUrl).toString();
  }
  await deps.mailer.send(
    jobOrderStatusMail({
      status: options.status,
      job: { ...job, recipient: job.recipient },
      appUrl: deps.config.appUrl,
      ratingUrl,
    }),
  );
}

/**
 * Queues the car owner's mail about a job order now ready for pickup or completed (with the
 * "How was your visit?" link) in the transaction that moved it: it is sent if and only if the
 * move commits, promptly (the commit wakes the job worker), and retried with the queue's
 * back-off while the mail server refuses it.
 */
export async function enqueueJobOrderStatusMail(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  status: JobOrderMailStatus;
}): Promise<void> {
  const { tx, shopId, jobOrderId, status } = options;
  await enqueueJob({
    tx,
    kind: JOB_ORDER_MAIL_JOB,
    shopId,
    payload: { jobOrderId, status },
    dedupeKey: `${JOB_ORDER_MAIL_JOB}:${jobOrderId}:${status}`,
  });
}

/** The queue's handler for job order mails, given to the worker the server starts. */
export function jobOrderMailJobHandlers(deps: JobOrderMailDeps): JobHandlers {
  return {
    [JOB_ORDER_MAIL_JOB]: async (job: Job) => {
      if (!job.shopId) throw new Error('a job order mail needs its shop');
      const payload = job.payload as { jobOrderId: string; status: JobOrderMailStatus };
      await deliverJobOrderStatusMail(deps, { shopId: job.shopId, ...payload });
    },
  };
}

/**
 * The invoice of a job order ready for pickup was issued: the car owner is mailed again that the
 * car is ready, now with the invoice's total and amount due (ADR 037). Queued in the issuing
 * transaction under the ready mail's key, so a ready mail still waiting is sent once, with the
 * invoice. Nothing for a job order in another status (one completed earlier is invoiced later).
 */
export async function enqueueReadyMailWithInvoice(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<void> {
  const { tx, shopId, jobOrderId } = options;
  const [job] = await tx
    .select({ status: jobOrders.status })
    .from(jobOrders)
    .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, jobOrderId)));
  if (job?.status !== 'ready_for_pickup') return;
  await enqueueJobOrderStatusMail({ tx, shopId, jobOrderId, status: 'ready_for_pickup' });
}
