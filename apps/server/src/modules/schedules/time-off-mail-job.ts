import type { Tx } from '../../db/database.ts';
import { enqueueJob } from '../../platform/job-queue.ts';

export const TIME_OFF_DECISION_MAIL_JOB = 'time_off.decision_mail';

/**
 * Queues the mail telling the requester the decision, in the deciding transaction: the two stand
 * or fall together and the queue retries a mail server that is away (ADR 013). A request is
 * decided once, so one job per request.
 */
export async function queueTimeOffDecisionMail(options: {
  tx: Tx;
  shopId: string;
  timeOffId: string;
}): Promise<void> {
  await enqueueJob({
    tx: options.tx,
    kind: TIME_OFF_DECISION_MAIL_JOB,
    shopId: options.shopId,
    payload: { timeOffId: options.timeOffId },
    dedupeKey: `${TIME_OFF_DECISION_MAIL_JOB}:${options.timeOffId}`,
    maxAttempts: 8,
  });
}
