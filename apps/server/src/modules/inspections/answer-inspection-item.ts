import type { inspectionItemAnswerSchema } from '@pitstop/domain/inspections';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { inspectionItems } from '../../db/schema/inspections.ts';
import { AppError } from '../../platform/errors.ts';
import type { InspectionViewer } from './get-inspection.ts';
import { findInspectionForStaff } from './inspection-access.ts';

type Answer = z.output<typeof inspectionItemAnswerSchema>;

export const INSPECTION_COMPLETED = 'The inspection is completed. Reopen it to change answers.';

/**
 * Saves one item's answer as the inspector goes (a field left out keeps its value), only while
 * the inspection is in progress. A measurement goes only on a measurement item, a text only on
 * a text item (400 naming the field). Returns the inspection's vehicle, for the item's view.
 */
export async function answerInspectionItem(options: {
  tx: Tx;
  shopId: string;
  viewer: InspectionViewer;
  inspectionId: string;
  itemId: string;
  answer: Answer;
}): Promise<{ vehicleId: string }> {
  const { shopId, viewer, inspectionId, itemId, answer } = options;
  return options.tx.transaction(async (tx) => {
    const inspection = await findInspectionForStaff({
      tx,
      shopId,
      viewer,
      inspectionId,
      forUpdate: true,
    });
    const [item] = await tx
      .select({ kind: inspectionItems.kind })
      .from(inspectionItems)
      .where(
        and(
          eq(inspectionItems.shopId, shopId),
          eq(inspectionItems.inspectionId, inspectionId),
          eq(inspectionItems.id, itemId),
        ),
      );
    if (!item) throw AppError.notFound('Inspection item not found.');
    if (inspection.status !== 'in_progress') throw AppError.conflict(INSPECTION_COMPLETED);
    if (
      answer.measurement !== undefined &&
      answer.measurement !== null &&
      item.kind !== 'measurement'
    )
      throw AppError.badRequest('This item takes no measurement.', [
        { path: 'body.measurement', message: 'Not a measurement item' },
      ]);
    if (answer.text !== undefined && answer.text !== null && item.kind !== 'text')
      throw AppError.badRequest('This item takes no written answer.', [
        { path: 'body.text', message: 'Not a text item' },
      ]);
    await tx
      .update(inspectionItems)
      .set({
        ...(answer.condition !== undefined ? { condition: answer.condition } : {}),
        ...(answer.measurement !== undefined ? { measurement: answer.measurement } : {}),
        ...(answer.text !== undefined ? { textAnswer: answer.text } : {}),
        ...(answer.notes !== undefined ? { notes: answer.notes } : {}),
        answeredBy: viewer.id,
        answeredAt: sql`now()`,
      })
      .where(and(eq(inspectionItems.shopId, shopId), eq(inspectionItems.id, itemId)));
    return { vehicleId: inspection.vehicleId };
  });
}
