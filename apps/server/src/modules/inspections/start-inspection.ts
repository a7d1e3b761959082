import { INSPECTION_IN_PROGRESS } from '@pitstop/domain/inspections';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inspectionItems, inspections, inspectionTemplates } from '../../db/schema/inspections.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { ensureInspectionTemplates } from '../inspection-templates/public.ts';
import { lockJobOrder, publishJobOrderChanged } from '../job-orders/public.ts';
import type { InspectionViewer } from './get-inspection.ts';
import { inspectionInProgress } from './inspection-queries.ts';

/**
 * "Start inspection" on an open job order with a vehicle: copies the template's items in order
 * (later edits of the template leave this inspection as it is). A mechanic starts one only on a
 * job assigned to them (404 otherwise), and not while one of the job order's inspections is in
 * progress (409: that one is resumed; the job order's lock keeps two starts at once from both
 * passing). The job order's page shows it: its staff and car owner hear of it on commit. Returns
 * the new inspection's id.
 */
export async function startInspection(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor & InspectionViewer;
  jobOrderId: string;
  templateId?: string;
}): Promise<string> {
  const { shopId, actor } = options;
  await ensureInspectionTemplates({ tx: options.tx, shopId });
  return options.tx.transaction(async (tx) => {
    const jobOrder = await lockJobOrder({ tx, shopId, viewer: actor, id: options.jobOrderId });
    if (!jobOrder.vehicleId)
      throw AppError.conflict('Add the vehicle to the job order before inspecting it.');
    const inProgress = await inspectionInProgress({ tx, shopId, jobOrderId: jobOrder.id });
    if (inProgress) throw AppError.conflict(INSPECTION_IN_PROGRESS);
    const [template] = await tx
      .select({
        id: inspectionTemplates.id,
        name: inspectionTemplates.name,
        sections: inspectionTemplates.sections,
      })
      .from(inspectionTemplates)
      .where(
        and(
          eq(inspectionTemplates.shopId, shopId),
          isNull(inspectionTemplates.archivedAt),
          options.templateId
            ? eq(inspectionTemplates.id, options.templateId)
            : eq(inspectionTemplates.isDefault, true),
        ),
      );
    if (!template) {
      throw AppError.badRequest('Choose one of the shop’s inspection templates.', [
        { path: 'body.templateId', message: 'Not an inspection template of this shop' },
      ]);
    }
    const [inspection] = await tx
      .insert(inspections)
      .values({
        shopId,
        jobOrderId: jobOrder.id,
        vehicleId: jobOrder.vehicleId,
        templateId: template.id,
        name: template.name,
        startedBy: actor.id,
      })
      .returning({ id: inspections.id });
    if (!inspection) throw new Error('inspection not inserted');
    const items = template.sections.flatMap((section) =>
      section.items.map((item) => ({ section: section.title, ...item })),
    );
    await tx.insert(inspectionItems).values(
      items.map((item, position) => ({
        shopId,
        inspectionId: inspection.id,
        position,
        section: item.section,
        itemKey: item.key,
        label: item.label,
        kind: item.kind,
        unit: item.unit,
      })),
    );
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: jobOrder.id,
      action: 'inspection_started',
      actor,
      details: { inspectionId: inspection.id, name: template.name },
    });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId: jobOrder.id,
      change: 'inspection',
    });
    return inspection.id;
  });
}
