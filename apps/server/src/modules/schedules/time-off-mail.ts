import { describeTimeOff } from '@pitstop/domain/schedules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { shops } from '../../db/schema/shops.ts';
import type { Job, JobHandlers } from '../../platform/job-queue.ts';
import { brandedMail, type Mailer } from '../../plugins/mail.ts';
import { TIME_OFF_DECISION_MAIL_JOB } from './time-off-mail-job.ts';
import { listTimeOffRequests } from './time-off-requests.ts';

export type TimeOffMailDeps = { database: Database; mailer: Mailer; config: { appUrl: string } };

async function sendTimeOffDecisionMail(deps: TimeOffMailDeps, job: Job): Promise<void> {
  const shopId = job.shopId;
  const timeOffId = (job.payload as { timeOffId?: string }).timeOffId;
  if (!shopId || !timeOffId) throw new Error('a time-off mail needs its shop and request');
  const db = deps.database.db;
  const [request] = await listTimeOffRequests({ tx: db, shopId, ids: [timeOffId] });
  const [shop] = await db
    .select({ name: shops.name, timeZone: shops.timezone, locale: shops.locale })
    .from(shops)
    .where(eq(shops.id, shopId));
  // Removed since, or (never expected) still pending: nothing to tell.
  if (!request || !shop || request.status === 'pending') return;
  const [email] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, request.userId));
  if (!email) return;
  const approved = request.status === 'approved';
  await deps.mailer.send(
    brandedMail({
      to: email.email,
      subject: `Your time off was ${approved ? 'approved' : 'declined'}`,
      intro: `Hello ${request.name}, ${request.decidedByName ?? 'your manager'} ${approved ? 'approved' : 'declined'} your time-off request at ${shop.name}.`,
      details: [
        ['Time off', describeTimeOff(request, shop)],
        ...(request.reason ? ([['Reason', request.reason]] as [string, string][]) : []),
        ...(request.decisionNote ? ([['Note', request.decisionNote]] as [string, string][]) : []),
      ],
      action: { label: 'See your requests', url: new URL('/admin', deps.config.appUrl).toString() },
      outro: 'You got this mail because you asked for time off in Pitstop.',
    }),
  );
}

/** The queue's handler for time-off decision mails, given to the worker the server starts. */
export function timeOffJobHandlers(deps: TimeOffMailDeps): JobHandlers {
  return { [TIME_OFF_DECISION_MAIL_JOB]: (job) => sendTimeOffDecisionMail(deps, job) };
}
