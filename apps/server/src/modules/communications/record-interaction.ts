import type { Communication, interactionInputSchema } from '@pitstop/domain/communications';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { communicationLogs } from '../../db/schema/workshop.ts';
import { findClientForStaff, type StaffViewer } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import { insertOnce, requestFingerprint } from '../../platform/idempotency.ts';
import type { EventBus } from '../../plugins/events.ts';
import { brandedMail, type Mailer } from '../../plugins/mail.ts';
import { getCommunication } from './communication-query.ts';

/** What a mail server says can be long (a whole SMTP transcript); the reason stays readable. */
const MAX_ERROR_LENGTH = 500;

/**
 * Staff record an interaction with a client (New Interaction). An e-mail is really sent to the
 * client's address: the row is saved first (pending), then marked `sent`, or `failed` with the
 * mail server's reason — so a failure is visible and nothing typed is lost. Other types are
 * logged as they happened. With an Idempotency-Key, a retried request returns the first row and
 * sends nothing again; the key sent with a different request is refused (platform/idempotency.ts).
 */
export async function recordInteraction(options: {
  tx: Tx;
  mailer: Mailer;
  events: EventBus;
  log?: FastifyBaseLogger;
  shopId: string;
  viewer: StaffViewer;
  clientId: string;
  input: z.output<typeof interactionInputSchema>;
  idempotencyKey?: string;
}): Promise<{ communication: Communication; replayed: boolean }> {
  const { tx, shopId, input } = options;
  const client = await findClientForStaff(options);
  const isEmail = input.type === 'email';
  if (isEmail && !client.email) {
    throw AppError.badRequest(
      `${client.name} has no e-mail address. Add one to their profile, or record a call or note instead.`,
      [{ path: 'body.type', message: 'This client has no e-mail address' }],
    );
  }

  const fingerprint = requestFingerprint(`POST /clients/${client.id}/communications`, input);
  const { row, replayed } = await insertOnce({
    fingerprint,
    insert: async () => {
      const [created] = await tx
        .insert(communicationLogs)
        .values({
          shopId,
          clientId: client.id,
          type: input.type,
          direction: 'outbound',
          occurredAt: isEmail || !input.occurredAt ? new Date() : new Date(input.occurredAt),
          status: isEmail ? 'pending' : 'logged',
          subject: input.subject,
          content: input.content,
          notes: input.notes,
          createdBy: options.viewer.id,
          idempotencyKey: options.idempotencyKey ?? null,
          idempotencyFingerprint: options.idempotencyKey ? fingerprint : null,
        })
        .onConflictDoNothing({
          target: [communicationLogs.shopId, communicationLogs.idempotencyKey],
          where: sql`${communicationLogs.idempotencyKey} is not null`,
        })
        .returning({ id: communicationLogs.id });
      return created;
    },
    findExisting: async () => {
      const [existing] = await tx
        .select({
          id: communicationLogs.id,
          fingerprint: communicationLogs.idempotencyFingerprint,
        })
        .from(communicationLogs)
        .where(
          and(
            eq(communicationLogs.shopId, shopId),
            eq(communicationLogs.idempotencyKey, options.idempotencyKey ?? ''),
          ),
        );
      return existing && { row: { id: existing.id }, fingerprint: existing.fingerprint };
    },
  });
  if (replayed) {
    return { communication: await getCommunication({ tx, shopId, id: row.id }), replayed: true };
  }

  if (isEmail) {
    const outcome = await sendInteractionMail({
      tx,
      mailer: options.mailer,
      shopId,
      to: client.email as string,
      subject: input.subject ?? '',
      content: input.content,
    }).then(
      () => ({ status: 'sent', error: null }),
      (error: unknown) => {
        options.log?.warn({ err: error, communicationId: row.id }, 'interaction e-mail failed');
        const reason = error instanceof Error && error.message ? error.message : String(error);
        return { status: 'failed', error: reason.slice(0, MAX_ERROR_LENGTH) };
      },
    );
    await tx
      .update(communicationLogs)
      .set({ ...outcome, occurredAt: new Date() })
      .where(and(eq(communicationLogs.shopId, shopId), eq(communicationLogs.id, row.id)));
  }

  await options.events.publish(
    {
      type: 'communication.created',
      shopId,
      userIds: client.userId ? [client.userId] : undefined,
      data: { clientId: client.id, id: row.id },
    },
    tx,
  );
  return { communication: await getCommunication({ tx, shopId, id: row.id }), replayed: false };
}

async function sendInteractionMail(options: {
  tx: Tx;
  mailer: Mailer;
  shopId: string;
  to: string;
  subject: string;
  content: string;
}) {
  const [shop] = await options.tx
    .select({ name: shops.name, phone: shops.phone, email: shops.email })
    .from(shops)
    .where(eq(shops.id, options.shopId));
  const contact = [shop?.phone, shop?.email].filter(Boolean).join(' or ');
  await options.mailer.send(
    brandedMail({
      to: options.to,
      subject: options.subject,
      intro: options.content,
      outro: `${shop?.name ?? 'Your workshop'} sent you this message through Pitstop.${contact ? ` To answer, contact them at ${contact}, or write to them from your Pitstop account.` : ' You can answer from your Pitstop account.'}`,
    }),
  );
}
