import { estimateSections, estimateSectionTitles, jobAmount } from '@pitstop/domain/estimates';
import { formatMoney, vehicleTitle } from '@pitstop/domain/format';
import { formatTaxRate } from '@pitstop/domain/invoices';
import type { EstimateView } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber, type JobOrderStatus } from '@pitstop/domain/job-orders';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrderEstimates, jobOrders } from '../../db/schema/workshop.ts';
import { enqueueJob, type Job, type JobHandlers } from '../../platform/job-queue.ts';
import { issueLinkToken, revokeLinkTokens } from '../../platform/link-tokens.ts';
import { brandedMail, type Mail, type Mailer } from '../../plugins/mail.ts';
import { estimateFilename, renderEstimatePdf } from './estimate-pdf.ts';
import { getEstimateView } from './load-estimate.ts';

/** How long an e-mailed estimate link works. */
export const ESTIMATE_LINK_DAYS = 14;
export const ESTIMATE_MAIL_RETRY_JOB = 'estimate.mail';

/** What sending an estimate mail needs; the Fastify app has all of it. */
export type EstimateMailEffects = {
  database: Database;
  mailer: Mailer;
  config: { appUrl: string };
  log: FastifyBaseLogger;
};

/** The public page of an estimate link. */
export function estimateLinkUrl(appUrl: string, token: string): string {
  return new URL(`/estimate/${token}`, appUrl).toString();
}

/** The estimate in the car-owner area: a linked owner answers it there, signed in. */
export function ownerEstimateUrl(appUrl: string, jobOrderId: string): string {
  return new URL(`/client/estimates/${jobOrderId}`, appUrl).toString();
}

/**
 * A new link to the estimate (14 days). The links of the job order's earlier estimates, and any
 * earlier link of this one, stop working: only the newest estimate can be answered.
 */
export async function issueEstimateLink(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  estimateId: string;
  createdBy: string | null;
}): Promise<string> {
  const { tx, shopId } = options;
  const earlier = await tx
    .select({ id: jobOrderEstimates.id })
    .from(jobOrderEstimates)
    .where(
      and(
        eq(jobOrderEstimates.shopId, shopId),
        eq(jobOrderEstimates.jobOrderId, options.jobOrderId),
      ),
    );
  for (const estimate of earlier) {
    if (estimate.id !== options.estimateId)
      await revokeLinkTokens({ tx, shopId, purpose: 'estimate', subjectId: estimate.id });
  }
  return issueLinkToken({
    tx,
    shopId,
    purpose: 'estimate',
    subjectId: options.estimateId,
    createdBy: options.createdBy,
    expiresAt: new Date(Date.now() + ESTIMATE_LINK_DAYS * 24 * 3_600_000),
    replace: true,
  });
}

/** The estimate as its mail tells it, and whether it still waits for the answer it asks. */
export type EstimateForMail = {
  id: string;
  jobOrderId: string;
  number: number;
  shopName: string;
  shopPhone: string | null;
  currency: string;
  locale: string;
  clientName: string;
  /** The client's own e-mail, else their linked account's. */
  recipient: string | null;
  /** The client record is linked to a car-owner account, which shows the estimate too. */
  ownerLinked: boolean;
  vehicle: string | null;
  /** Unanswered, the newest of its job order, for the lines as they are now. */
  open: boolean;
};

/** What the estimate mail tells of its job order: all of EstimateForMail but the estimate's own. */
export type EstimateMailFacts = Omit<EstimateForMail, 'id' | 'open'>;

/**
 * The job order as its estimate mail tells it now (the client's address),
 * with the status and revision an estimate is compared with.
 */
export async function loadEstimateMailFacts(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<(EstimateMailFacts & { status: JobOrderStatus; revision: number }) | null> {
  const { tx, shopId } = options;
  const [row] = await tx
    .select({
      jobOrderId: jobOrders.id,
      number: jobOrders.number,
      status: jobOrders.status,
      revision: jobOrders.revision,
      shopName: shops.name,
      shopPhone: shops.phone,
      currency: shops.currency,
      locale: shops.locale,
      clientName: clients.name,
      clientEmail: clients.email,
      ownerEmail: users.email,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      registrationNumber: vehicles.registrationNumber,
    })
    .from(jobOrders)
    .innerJoin(shops, eq(shops.id, jobOrders.shopId))
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .leftJoin(users, eq(users.id, clients.userId))
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, jobOrders.shopId), eq(vehicles.id, jobOrders.vehicleId)),
    )
    .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, options.jobOrderId)));
  if (!row) return null;
  const vehicle =
    row.make !== null && row.model !== null
      ? vehicleTitle({ year: row.year, make: row.make, model: row.model }) +
        (row.registrationNumber ? ` (${row.registrationNumber})` : '')
      : null;
  return {
    jobOrderId: row.jobOrderId,
    number: row.number,
    status: row.status as JobOrderStatus,
    revision: row.revision,
    shopName: row.shopName,
    shopPhone: row.shopPhone,
    currency: row.currency,
    locale: row.locale,
    clientName: row.clientName,
    recipient: row.clientEmail ?? row.ownerEmail,
    ownerLinked: row.ownerEmail !== null,
    vehicle,
  };
}

export async function loadEstimateForMail(options: {
  tx: Tx;
  shopId: string;
  estimateId: string;
}): Promise<EstimateForMail | null> {
  const { tx, shopId } = options;
  const [row] = await tx
    .select({
      id: jobOrderEstimates.id,
      jobOrderId: jobOrderEstimates.jobOrderId,
      revision: jobOrderEstimates.revision,
      answeredAt: jobOrderEstimates.answeredAt,
      sentTo: jobOrderEstimates.sentTo,
    })
    .from(jobOrderEstimates)
    .where(and(eq(jobOrderEstimates.shopId, shopId), eq(jobOrderEstimates.id, options.estimateId)));
  if (!row) return null;
  const facts = await loadEstimateMailFacts({ tx, shopId, jobOrderId: row.jobOrderId });
  if (!facts) return null;
  const [newest] = await tx
    .select({ id: jobOrderEstimates.id })
    .from(jobOrderEstimates)
    .where(
      and(eq(jobOrderEstimates.shopId, shopId), eq(jobOrderEstimates.jobOrderId, row.jobOrderId)),
    )
    .orderBy(desc(jobOrderEstimates.sentAt), desc(jobOrderEstimates.id))
    .limit(1);
  const { status, revision, ...mailFacts } = facts;
  return {
    ...mailFacts,
    id: row.id,
    // The address the desk sent it to, typed or the client's.
    recipient: row.sentTo ?? facts.recipient,
    open:
      row.answeredAt === null &&
      newest?.id === row.id &&
      row.revision === revision &&
      status === 'awaiting_approval',
  };
}

/**
 * The estimate's work and money as its mail lists them: job by job, those with work needed now,
 * then soon (the inspection's red and yellow items), then the rest, each with what it comes to;
 * then the totals with tax as the invoice will compute them.
 */
export function estimateMailDetails(view: EstimateView): [label: string, value: string][] {
  const money = (value: string) =>
    formatMoney(value, { currency: view.currency, locale: view.locale });
  const items = view.inspection
    ? [...view.inspection.groups.now, ...view.inspection.groups.soon]
    : [];
  const { sections } = estimateSections(view.jobs, view.lines, items);
  const work = sections.flatMap((section) =>
    section.jobs.map(({ job, entries }): [string, string] => [
      job.name,
      [
        money(jobAmount(entries.map((entry) => entry.line))),
        section.key === 'other' ? null : estimateSectionTitles[section.key].toLowerCase(),
      ]
        .filter(Boolean)
        .join(' · '),
    ]),
  );
  const bill = view.bill.presented;
  const taxLabel = view.tax.pricesIncludeTax ? `${view.tax.label} included` : view.tax.label;
  return [
    ...work,
    ...(bill.suppliesFee
      ? ([['Shop supplies', money(bill.suppliesFee)]] as [string, string][])
      : []),
    ...(bill.discount !== '0.00'
      ? ([['Discount', `−${money(bill.discount)}`]] as [string, string][])
      : []),
    ...bill.breakdown
      .filter((row) => row.rate !== null)
      .map((row): [string, string] => [`${taxLabel} (${formatTaxRate(row.rate)})`, money(row.tax)]),
    ['Estimate total (with tax)', money(bill.total)],
  ];
}

/** The mail with the estimate link: what it is for, the work and total asked, and the link's lifetime. */
export function estimateMail(options: {
  estimate: EstimateMailFacts & { recipient: string };
  view: EstimateView;
  /** The estimate as a PDF, attached. */
  pdf: Buffer;
  url: string;
  appUrl: string;
}): Mail {
  const { estimate } = options;
  const shop = estimate.shopName;
  const number = formatJobOrderNumber(estimate.number);
  return brandedMail({
    to: estimate.recipient,
    subject: `Your estimate from ${shop} (${number})`,
    intro: `Hello ${estimate.clientName}, ${shop} has prepared an estimate for your vehicle. Open it to see each job and its price, approve or decline each one, and confirm with your name. Nothing is done until you answer.`,
    details: [
      ['Workshop', estimate.shopPhone ? `${shop}, ${estimate.shopPhone}` : shop],
      ...(estimate.vehicle ? ([['Vehicle', estimate.vehicle]] as [string, string][]) : []),
      ['Job order', number],
      ...estimateMailDetails(options.view),
    ],
    action: { label: 'Review your estimate', url: options.url },
    outro: [
      `The link works for ${ESTIMATE_LINK_DAYS} days.`,
      estimate.ownerLinked
        ? `It is also in your Pitstop account: ${ownerEstimateUrl(options.appUrl, estimate.jobOrderId)}`
        : null,
      `You get this mail because ${shop} is working on your vehicle.`,
    ]
      .filter(Boolean)
      .join(' '),
    attachments: [
      {
        filename: estimateFilename(options.view),
        contentType: 'application/pdf',
        content: options.pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  });
}

/**
 * Mails the estimate link after the commit. A mail the server refuses goes to the job queue,
 * which tries again with a fresh link (the refused one never reached anyone).
 */
export async function sendEstimateMail(
  deps: EstimateMailEffects,
  options: { shopId: string; estimateId: string; token: string },
): Promise<void> {
  const { shopId, estimateId } = options;
  const db = deps.database.db;
  try {
    const estimate = await loadEstimateForMail({ tx: db, shopId, estimateId });
    if (!estimate?.recipient) return;
    const view = await getEstimateView({
      tx: db,
      shopId,
      estimateId,
      reader: { estimateLinkToken: options.token },
    });
    try {
      await deps.mailer.send(
        estimateMail({
          estimate: { ...estimate, recipient: estimate.recipient },
          view,
          pdf: await renderEstimatePdf(view),
          url: estimateLinkUrl(deps.config.appUrl, options.token),
          appUrl: deps.config.appUrl,
        }),
      );
    } catch (error) {
      deps.log.warn(
        { err: error, shopId, estimateId },
        'an estimate mail could not be sent; the job queue will try again',
      );
      await enqueueJob({
        tx: db,
        kind: ESTIMATE_MAIL_RETRY_JOB,
        shopId,
        payload: { estimateId },
        runAt: new Date(Date.now() + 30_000),
      });
    }
  } catch (error) {
    deps.log.error({ err: error, shopId, estimateId }, 'an estimate was saved but its mail failed');
  }
}

/** Sends a retried estimate mail with a new link, unless the estimate no longer waits for an answer. */
export async function sendRetriedEstimateMail(deps: EstimateMailEffects, job: Job): Promise<void> {
  const shopId = job.shopId;
  const estimateId = (job.payload as { estimateId?: string }).estimateId;
  if (!shopId || !estimateId) throw new Error('an estimate mail needs its shop and estimate');
  const db = deps.database.db;
  const estimate = await loadEstimateForMail({ tx: db, shopId, estimateId });
  if (!estimate?.open || !estimate.recipient) return;
  const token = await issueEstimateLink({
    tx: db,
    shopId,
    jobOrderId: estimate.jobOrderId,
    estimateId,
    createdBy: null,
  });
  const view = await getEstimateView({
    tx: db,
    shopId,
    estimateId,
    reader: { estimateLinkToken: token },
  });
  await deps.mailer.send(
    estimateMail({
      estimate: { ...estimate, recipient: estimate.recipient },
      view,
      pdf: await renderEstimatePdf(view),
      url: estimateLinkUrl(deps.config.appUrl, token),
      appUrl: deps.config.appUrl,
    }),
  );
}

/** The queue's handlers for estimates, given to the worker the server starts. */
export function estimateJobHandlers(deps: EstimateMailEffects): JobHandlers {
  return { [ESTIMATE_MAIL_RETRY_JOB]: (job) => sendRetriedEstimateMail(deps, job) };
}
