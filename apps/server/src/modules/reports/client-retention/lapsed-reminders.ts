import { randomUUID } from 'node:crypto';
import { type LapsedReminderResult, serviceReminderText } from '@pitstop/domain/client-retention';
import { localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/database.ts';
import { clients } from '../../../db/schema/clients.ts';
import { shops } from '../../../db/schema/shops.ts';
import { communicationLogs } from '../../../db/schema/workshop.ts';
import { enqueueJob, type Job, type JobHandlers } from '../../../platform/job-queue.ts';
import { shopTimeZone } from '../../../platform/shop-time.ts';
import { brandedMail, type Mailer } from '../../../plugins/mail.ts';
import { lapsedBefore } from './get-client-retention.ts';

export const SERVICE_REMINDER_MAIL_JOB = 'client_retention.service_reminder_mail';
/** Reminders one queued job sends; a failed mail is retried with the rest of its batch. */
const REMINDERS_PER_JOB = 200;
/** What a mail server says can be long (a whole SMTP transcript); the reason stays readable. */
const MAX_ERROR_LENGTH = 500;

/**
 * "Send a service reminder" to the lapsed clients: each reachable one (an e-mail address, not
 * opted out) gets an e-mail row in their communication history (pending until the queue sends
 * it), and the queue sends them (ADR 013). A click is one Idempotency-Key (the server makes one
 * when none is sent): each row carries `key:client`, unique per shop, so the same click repeated
 * records and sends nothing more; a new click is a new reminder.
 */
export async function sendLapsedReminders(options: {
  tx: Tx;
  shopId: string;
  userId: string;
  lapsedMonths: number;
  idempotencyKey?: string;
  now?: Date;
}): Promise<LapsedReminderResult> {
  const { tx, shopId } = options;
  const timeZone = await shopTimeZone(tx, shopId);
  const before = lapsedBefore(localToday(timeZone, options.now), options.lapsedMonths);
  const click = options.idempotencyKey ?? randomUUID();
  const [shop] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
  const hasEmail = sql`coalesce(trim(${clients.email}), '') <> ''`;

  const lapsed = await tx
    .select({
      id: clients.id,
      name: clients.name,
      hasEmail: sql<boolean>`${hasEmail}`,
      optedOut: clients.serviceRemindersOptOut,
    })
    .from(clients)
    .where(
      and(
        eq(clients.shopId, shopId),
        isNull(clients.archivedAt),
        lt(clients.lastServiceAt, startOfLocalDay(before, timeZone)),
      ),
    );
  const reachable = lapsed.filter((client) => client.hasEmail && !client.optedOut);

  const created: { id: string }[] = [];
  for (let start = 0; start < reachable.length; start += REMINDERS_PER_JOB) {
    const batch = reachable.slice(start, start + REMINDERS_PER_JOB);
    const rows = await tx
      .insert(communicationLogs)
      .values(
        batch.map((client) => {
          const text = serviceReminderText({ clientName: client.name, shopName: shop?.name ?? '' });
          return {
            shopId,
            clientId: client.id,
            type: 'email',
            direction: 'outbound',
            status: 'pending',
            subject: text.subject,
            content: text.content,
            notes: 'Service reminder to a lapsed client (Client Retention report)',
            createdBy: options.userId,
            idempotencyKey: `${click}:${client.id}`,
          };
        }),
      )
      .onConflictDoNothing({
        target: [communicationLogs.shopId, communicationLogs.idempotencyKey],
        where: sql`${communicationLogs.idempotencyKey} is not null`,
      })
      .returning({ id: communicationLogs.id });
    if (rows.length > 0) {
      await enqueueJob({
        tx,
        kind: SERVICE_REMINDER_MAIL_JOB,
        shopId,
        payload: { communicationIds: rows.map((row) => row.id) },
        maxAttempts: 8,
      });
    }
    created.push(...rows);
  }

  return {
    sent: created.length,
    alreadySent: reachable.length - created.length,
    skippedWithoutEmail: lapsed.filter((client) => !client.hasEmail).length,
    skippedOptedOut: lapsed.filter((client) => client.hasEmail && client.optedOut).length,
  };
}

export type ServiceReminderMailDeps = {
  database: Database;
  mailer: Mailer;
  config: { appUrl: string };
};

/**
 * Sends a batch's reminders still pending, marking each sent or failed (with the mail server's
 * reason, as New Interaction does) as soon as it went: a retried job sends only what is still
 * pending.
 */
async function sendServiceReminders(deps: ServiceReminderMailDeps, job: Job): Promise<void> {
  const shopId = job.shopId;
  const ids = (job.payload as { communicationIds?: string[] }).communicationIds;
  if (!shopId || !ids) throw new Error('a service reminder job needs its shop and rows');
  const db = deps.database.db;
  const [shop] = await db
    .select({ name: shops.name, phone: shops.phone, email: shops.email })
    .from(shops)
    .where(eq(shops.id, shopId));
  const pending = await db
    .select({
      id: communicationLogs.id,
      subject: communicationLogs.subject,
      content: communicationLogs.content,
      email: clients.email,
    })
    .from(communicationLogs)
    .innerJoin(
      clients,
      and(eq(clients.shopId, communicationLogs.shopId), eq(clients.id, communicationLogs.clientId)),
    )
    .where(
      and(
        eq(communicationLogs.shopId, shopId),
        inArray(communicationLogs.id, ids),
        eq(communicationLogs.status, 'pending'),
      ),
    );
  const contact = [shop?.phone, shop?.email].filter(Boolean).join(' or ');
  for (const row of pending) {
    const outcome = row.email
      ? await deps.mailer
          .send(
            brandedMail({
              to: row.email,
              subject: row.subject ?? '',
              intro: row.content,
              action: {
                label: 'Book a visit',
                url: new URL('/book', deps.config.appUrl).toString(),
              },
              outro: `${shop?.name ?? 'Your workshop'}${contact ? ` — ${contact}` : ''}. You got this mail because you are a client of ours; tell us if you would rather not get reminders.`,
            }),
          )
          .then(
            () => ({ status: 'sent', error: null }),
            (error: unknown) => {
              const reason =
                error instanceof Error && error.message ? error.message : String(error);
              return { status: 'failed', error: reason.slice(0, MAX_ERROR_LENGTH) };
            },
          )
      : { status: 'failed', error: 'The client has no e-mail address any more.' };
    await db
      .update(communicationLogs)
      .set({ ...outcome, occurredAt: new Date() })
      .where(
        and(
          eq(communicationLogs.shopId, shopId),
          eq(communicationLogs.id, row.id),
          eq(communicationLogs.status, 'pending'),
        ),
      );
  }
}

/** The queue's handler for service reminders, given to the worker the server starts. */
export function serviceReminderJobHandlers(deps: ServiceReminderMailDeps): JobHandlers {
  return { [SERVICE_REMINDER_MAIL_JOB]: (job) => sendServiceReminders(deps, job) };
}
