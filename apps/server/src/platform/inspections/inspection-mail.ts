import { vehicleTitle } from '@pitstop/domain/format';
import { INSPECTION_LINK_DAYS } from '@pitstop/domain/inspections';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { brandedMail, type Mail, type Mailer } from '../../plugins/mail.ts';
import { enqueueJob, type Job, type JobHandlers } from '../job-queue.ts';
import { issueLinkToken } from '../link-tokens.ts';

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

type MailRow = {
  status: string;
  shop_name: string;
  shop_phone: string | null;
  client_name: string;
  job_order_number: number;
  make: string;
  model: string;
  year: number | null;
  registration_number: string | null;
  now_count: number;
  soon: number;
  good: number;
};

async function loadInspectionForMail(tx: Tx, shopId: string, inspectionId: string) {
  const [row] = await rowsOf<MailRow>(
    tx,
    sql`
    select i.status, s.name as shop_name, s.phone as shop_phone, c.name as client_name,
      j.number as job_order_number, v.make, v.model, v.year, v.registration_number,
      (select count(*)::int from inspection_items ii
        where ii.inspection_id = i.id and ii.condition = 'now') as now_count,
      (select count(*)::int from inspection_items ii
        where ii.inspection_id = i.id and ii.condition = 'soon') as soon,
      (select count(*)::int from inspection_items ii
        where ii.inspection_id = i.id and ii.condition = 'good') as good
    from inspections i
    join job_orders j on j.shop_id = i.shop_id and j.id = i.job_order_id
    join clients c on c.shop_id = j.shop_id and c.id = j.client_id
    join vehicles v on v.shop_id = i.shop_id and v.id = i.vehicle_id
    join shops s on s.id = i.shop_id
    where i.shop_id = ${shopId} and i.id = ${inspectionId}`,
  );
  return row ?? null;
}

/** The mail with the link: what was found (red, yellow, green counts) and the vehicle. */
export function inspectionMail(options: {
  row: MailRow;
  to: string;
  url: string;
  message: string | null;
}): Mail {
  const { row } = options;
  const shop = row.shop_name;
  const vehicle =
    vehicleTitle({ year: row.year, make: row.make, model: row.model }) +
    (row.registration_number ? ` (${row.registration_number})` : '');
  const found = [
    `${Number(row.now_count)} need attention now`,
    `${Number(row.soon)} need attention soon`,
    `${Number(row.good)} good`,
  ].join(', ');
  return brandedMail({
    to: options.to,
    subject: `Your vehicle inspection from ${shop}`,
    intro: `Hello ${row.client_name}, ${shop} has inspected your vehicle. Open the results to see each item, with photos, and the work we recommend.`,
    details: [
      ['Workshop', row.shop_phone ? `${shop}, ${row.shop_phone}` : shop],
      ['Vehicle', vehicle],
      ['Job order', formatJobOrderNumber(Number(row.job_order_number))],
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
