import { vehicleTitle } from '@pitstop/domain/format';
import { INSPECTION_LINK_DAYS } from '@pitstop/domain/inspections';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { inspectionItems, inspections } from '../../db/schema/inspections.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { enqueueJob, type Job, type JobHandlers } from '../../platform/job-queue.ts';
import { issueLinkToken } from '../../platform/link-tokens.ts';
import { brandedMail, type Mail, type Mailer } from '../../plugins/mail.ts';

export const INSPECTION_MAIL_RETRY_JOB = 'inspection.mail';

/** What sending an inspection mail needs; the Fastify app has all of it. */
export type InspectionMailEffects = {
  database: Database;
  mailer: Mailer;
  config: { appUrl: string };
  log: FastifyBaseLogger;
};

/** The public page of a shared inspection. */
export function inspectionLinkUrl(appUrl: string, token: string): string {
  return new URL(`/inspection/${token}`, appUrl).toString();
}

/**
 * A link to the completed inspection for INSPECTION_LINK_DAYS. "Send inspection" replaces the
 * earlier links (a resend is also how a leaked one is revoked); a retried mail adds one beside
 * the link the desk was shown, which keeps working.
 */
export function issueInspectionLink(options: {
  tx: Tx;
  shopId: string;
  inspectionId: string;
  createdBy: string | null;
  replace: boolean;
}): Promise<string> {
  return issueLinkToken({
    tx: options.tx,
    shopId: options.shopId,
    purpose: 'inspection',
    subjectId: options.inspectionId,
    createdBy: options.createdBy,
    expiresAt: new Date(Date.now() + INSPECTION_LINK_DAYS * 24 * 3_600_000),
    replace: options.replace,
  });
}

/** How many of the inspection's items were found in one condition. */
const conditionCount = (condition: 'now' | 'soon' | 'good') =>
  sql<number>`(select count(*)::int from ${inspectionItems}
    where ${inspectionItems.inspectionId} = ${inspections.id}
      and ${inspectionItems.condition} = ${condition})`;

async function loadInspectionForMail(tx: Tx, shopId: string, inspectionId: string) {
  const [row] = await tx
    .select({
      status: inspections.status,
      shopName: shops.name,
      shopPhone: shops.phone,
      clientName: clients.name,
      jobOrderNumber: jobOrders.number,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      registrationNumber: vehicles.registrationNumber,
      now: conditionCount('now'),
      soon: conditionCount('soon'),
      good: conditionCount('good'),
    })
    .from(inspections)
    .innerJoin(
      jobOrders,
      and(eq(jobOrders.shopId, inspections.shopId), eq(jobOrders.id, inspections.jobOrderId)),
    )
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, inspections.shopId), eq(vehicles.id, inspections.vehicleId)),
    )
    .innerJoin(shops, eq(shops.id, inspections.shopId))
    .where(and(eq(inspections.shopId, shopId), eq(inspections.id, inspectionId)));
  return row ?? null;
}

type InspectionForMail = NonNullable<Awaited<ReturnType<typeof loadInspectionForMail>>>;

/** The mail with the link: what was found (red, yellow, green counts) and the vehicle. */
export function inspectionMail(options: {
  row: InspectionForMail;
  to: string;
  url: string;
  message: string | null;
}): Mail {
  const { row } = options;
  const shop = row.shopName;
  const vehicle =
    vehicleTitle({ year: row.year, make: row.make, model: row.model }) +
    (row.registrationNumber ? ` (${row.registrationNumber})` : '');
  const found = [
    `${Number(row.now)} need attention now`,
    `${Number(row.soon)} need attention soon`,
    `${Number(row.good)} good`,
  ].join(', ');
  return brandedMail({
    to: options.to,
    subject: `Your vehicle inspection from ${shop}`,
    intro: `Hello ${row.clientName}, ${shop} has inspected your vehicle. Open the results to see each item, with photos, and the work we recommend.`,
    details: [
      ['Workshop', row.shopPhone ? `${shop}, ${row.shopPhone}` : shop],
      ['Vehicle', vehicle],
      ['Job order', formatJobOrderNumber(Number(row.jobOrderNumber))],
      ['Results', found],
      ...(options.message ? ([['Message', options.message]] as [string, string][]) : []),
    ],
    action: { label: 'See your inspection', url: options.url },
    outro: `The link works for ${INSPECTION_LINK_DAYS} days. You get this mail because ${shop} is working on your vehicle.`,
  });
}

/**
 * Mails the link after the commit. A mail the server refuses goes to the job queue, which tries
 * again with a link of its own while the inspection is still completed.
 */
export async function sendInspectionMail(
  deps: InspectionMailEffects,
  options: {
    shopId: string;
    inspectionId: string;
    token: string;
    to: string;
    message: string | null;
  },
): Promise<void> {
  const { shopId, inspectionId, to, message } = options;
  const db = deps.database.db;
  try {
    const row = await loadInspectionForMail(db, shopId, inspectionId);
    if (!row) return;
    try {
      await deps.mailer.send(
        inspectionMail({
          row,
          to,
          message,
          url: inspectionLinkUrl(deps.config.appUrl, options.token),
        }),
      );
    } catch (error) {
      deps.log.warn(
        { err: error, shopId, inspectionId },
        'an inspection mail could not be sent; the job queue will try again',
      );
      await enqueueJob({
        tx: db,
        kind: INSPECTION_MAIL_RETRY_JOB,
        shopId,
        payload: { inspectionId, to, message },
        runAt: new Date(Date.now() + 30_000),
      });
    }
  } catch (error) {
    deps.log.error(
      { err: error, shopId, inspectionId },
      'an inspection was shared but its mail failed',
    );
  }
}

/** Sends a retried inspection mail with a new link, unless the inspection was reopened. */
export async function sendRetriedInspectionMail(
  deps: InspectionMailEffects,
  job: Job,
): Promise<void> {
  const shopId = job.shopId;
  const payload = job.payload as { inspectionId?: string; to?: string; message?: string | null };
  if (!shopId || !payload.inspectionId || !payload.to)
    throw new Error('an inspection mail needs its shop, inspection and recipient');
  const db = deps.database.db;
  const row = await loadInspectionForMail(db, shopId, payload.inspectionId);
  if (row?.status !== 'completed') return;
  const token = await issueInspectionLink({
    tx: db,
    shopId,
    inspectionId: payload.inspectionId,
    createdBy: null,
    replace: false,
  });
  await deps.mailer.send(
    inspectionMail({
      row,
      to: payload.to,
      message: payload.message ?? null,
      url: inspectionLinkUrl(deps.config.appUrl, token),
    }),
  );
}

/** The queue's handlers for inspections, given to the worker the server starts. */
export function inspectionJobHandlers(deps: InspectionMailEffects): JobHandlers {
  return { [INSPECTION_MAIL_RETRY_JOB]: (job) => sendRetriedInspectionMail(deps, job) };
}
