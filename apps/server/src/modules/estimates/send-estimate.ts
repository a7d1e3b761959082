import type { JobOrderEstimate } from '@pitstop/domain/job-order-views';
import { jobOrderMachine } from '@pitstop/domain/job-orders';
import type { MailPreview } from '@pitstop/domain/mail-preview';
import type { Role } from '@pitstop/domain/roles';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { jobOrderEstimates, jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import type { PersonActor } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { mailPreviewOf } from '../../plugins/mail.ts';
import {
  jobOrderNotFound,
  loadJobOrderLines,
  publishJobOrderChanged,
  transitionJobOrder,
} from '../job-orders/public.ts';
import {
  type EstimateMailEffects,
  estimateLinkUrl,
  estimateMail,
  issueEstimateLink,
  loadEstimateMailFacts,
  sendEstimateMail,
} from './estimate-mail.ts';
import { renderEstimatePdf } from './estimate-pdf.ts';
import {
  currentEstimateView,
  jobOrderEstimateOf,
  loadEstimate,
  PREVIEW_LINK_TOKEN,
} from './load-estimate.ts';

/**
 * What Send estimate checks first, for the send and its preview alike: the job order has lines,
 * some of them waiting for the customer's answer, and an address to mail (the one typed, else
 * the client's or their account's); 409 otherwise.
 */
async function estimateRecipient(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  to: string | undefined;
}): Promise<{ sentTo: string }> {
  const { tx, shopId, jobOrderId } = options;
  const [job] = await tx
    .select({
      clientName: clients.name,
      clientEmail: clients.email,
      ownerEmail: users.email,
    })
    .from(jobOrders)
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .leftJoin(users, eq(users.id, clients.userId))
    .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, jobOrderId)));
  if (!job) throw jobOrderNotFound();

  const lines = await loadJobOrderLines({ tx, shopId, jobOrderId });
  if (lines.length === 0) throw AppError.conflict('Add lines before sending the estimate.');
  if (!lines.some((line) => line.kind !== 'discount' && line.approval === 'pending')) {
    throw AppError.conflict(
      'Every line already has the customer’s answer; add or change a line before sending the estimate again.',
    );
  }
  const sentTo = options.to ?? job.clientEmail ?? job.ownerEmail;
  if (!sentTo) {
    throw AppError.conflict(
      `${job.clientName} has no e-mail address; add one or record the approval at the desk.`,
    );
  }
  return { sentTo };
}

/**
 * Send estimate's preview (GET /job-orders/:id/estimate/preview): the mail the send would queue
 * now, built by the send's own estimateMail and refused as the send refuses. The link's token is
 * made by the send, so the preview's link stands in for it.
 */
export async function previewEstimateMail(options: {
  tx: Tx;
  shopId: string;
  appUrl: string;
  jobOrderId: string;
  to?: string;
}): Promise<MailPreview> {
  const { tx, shopId, jobOrderId } = options;
  const { sentTo } = await estimateRecipient({ tx, shopId, jobOrderId, to: options.to });
  const facts = await loadEstimateMailFacts({ tx, shopId, jobOrderId });
  if (!facts) throw jobOrderNotFound();
  const refusal = jobOrderMachine.refusal(facts.status, 'send_estimate');
  if (refusal) throw AppError.conflict(refusal);
  const view = await currentEstimateView({ tx, shopId, jobOrderId });
  return mailPreviewOf(
    estimateMail({
      estimate: { ...facts, recipient: sentTo },
      view,
      pdf: await renderEstimatePdf(view),
      url: estimateLinkUrl(options.appUrl, PREVIEW_LINK_TOKEN),
      appUrl: options.appUrl,
    }),
  );
}

/**
 * "Send estimate": records the estimate as it stands (the job order's revision and presented
 * total), gives it a 14-day link mailed to the client (or the address typed) that replaces the job order's earlier ones, and moves the job
 * order to awaiting approval. Lines answered before keep their answers; the customer is asked
 * about the pending ones. The link is mailed once the change has committed.
 */
export async function sendEstimate(options: {
  tx: Tx;
  events: EventBus;
  mail: EstimateMailEffects;
  shopId: string;
  actor: PersonActor & { role: Role };
  jobOrderId: string;
  /** The address typed instead of the client's. */
  to?: string;
}): Promise<{ estimate: JobOrderEstimate; token: string }> {
  const { shopId, actor, jobOrderId } = options;
  const sent = await options.tx.transaction(async (tx) => {
    const { sentTo } = await estimateRecipient({ tx, shopId, jobOrderId, to: options.to });

    await transitionJobOrder({
      tx,
      events: options.events,
      shopId,
      actor,
      id: jobOrderId,
      action: 'send_estimate',
      callerPublishes: true,
    });
    const [current] = await tx
      .select({ revision: jobOrders.revision, presentedTotal: jobOrders.presentedTotal })
      .from(jobOrders)
      .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, jobOrderId)));
    if (!current) throw jobOrderNotFound();
    const [inserted] = await tx
      .insert(jobOrderEstimates)
      .values({
        shopId,
        jobOrderId,
        revision: current.revision,
        presentedTotal: current.presentedTotal,
        sentTo,
        sentBy: actor.id,
      })
      .returning({ id: jobOrderEstimates.id });
    if (!inserted) throw new Error('estimate not inserted');
    const token = await issueEstimateLink({
      tx,
      shopId,
      jobOrderId,
      estimateId: inserted.id,
      createdBy: actor.id,
    });
    const estimate = await loadEstimate({ tx, shopId, estimateId: inserted.id });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId,
      change: 'estimate',
    });
    return { estimate: jobOrderEstimateOf(estimate), token };
  });
  await sendEstimateMail(options.mail, { shopId, estimateId: sent.estimate.id, token: sent.token });
  return sent;
}
