import type { inspectionSendSchema } from '@pitstop/domain/inspections';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { inspections } from '../../db/schema/inspections.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { publishJobOrderChanged } from '../job-orders/public.ts';
import type { InspectionViewer } from './get-inspection.ts';
import { findInspectionForStaff } from './inspection-access.ts';
import {
  type InspectionMailEffects,
  issueInspectionLink,
  sendInspectionMail,
} from './inspection-mail.ts';

/**
 * "Send inspection": a completed inspection gets a new link (earlier ones stop working) and is
 * marked shared, from when the car owner's area shows it too. Mailed to `to`, else the client's
 * e-mail (else their linked account's), once the change has committed.
 */
export async function sendInspection(options: {
  tx: Tx;
  events: EventBus;
  mail: InspectionMailEffects;
  shopId: string;
  actor: PersonActor & InspectionViewer;
  inspectionId: string;
  input: z.output<typeof inspectionSendSchema>;
}): Promise<{ to: string; token: string; jobOrderId: string }> {
  const { shopId, actor, inspectionId, input } = options;
  const sent = await options.tx.transaction(async (tx) => {
    const inspection = await findInspectionForStaff({
      tx,
      shopId,
      viewer: actor,
      inspectionId,
      forUpdate: true,
    });
    if (inspection.status !== 'completed')
      throw AppError.conflict('Finish the inspection before sending it.');
    const [client] = await tx
      .select({ email: clients.email, ownerEmail: users.email })
      .from(jobOrders)
      .innerJoin(
        clients,
        and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
      )
      .leftJoin(users, eq(users.id, clients.userId))
      .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, inspection.jobOrderId)));
    const to = input.to ?? client?.email ?? client?.ownerEmail;
    if (!to) {
      throw AppError.badRequest('The client has no email address', [
        { path: 'body.to', message: 'Enter the e-mail address to send to' },
      ]);
    }
    const token = await issueInspectionLink({
      tx,
      shopId,
      inspectionId,
      createdBy: actor.id,
      replace: true,
    });
    const [row] = await tx
      .update(inspections)
      .set({ sharedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(inspections.shopId, shopId), eq(inspections.id, inspectionId)))
      .returning({ name: inspections.name });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: inspection.jobOrderId,
      action: 'inspection_sent',
      actor,
      details: { inspectionId, name: row?.name ?? null, to },
    });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId: inspection.jobOrderId,
      change: 'inspection',
    });
    return { to, token, jobOrderId: inspection.jobOrderId };
  });
  await sendInspectionMail(options.mail, {
    shopId,
    inspectionId,
    token: sent.token,
    to: sent.to,
    message: input.message ?? null,
  });
  return sent;
}
