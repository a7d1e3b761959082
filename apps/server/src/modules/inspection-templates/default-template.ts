import { defaultInspectionTemplate } from '@pitstop/domain/inspections';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inspectionTemplates } from '../../db/schema/inspections.ts';

/**
 * Every shop, new or created before inspections existed, has the default multi-point template:
 * it is written the first time the shop lists templates or starts an inspection with none kept.
 * Two first requests at once insert it once (the name and default indexes take the other one).
 */
export async function ensureInspectionTemplates(options: { tx: Tx; shopId: string }) {
  const [kept] = await options.tx
    .select({ id: inspectionTemplates.id })
    .from(inspectionTemplates)
    .where(
      and(eq(inspectionTemplates.shopId, options.shopId), isNull(inspectionTemplates.archivedAt)),
    )
    .limit(1);
  if (kept) return;
  await options.tx
    .insert(inspectionTemplates)
    .values({
      shopId: options.shopId,
      name: defaultInspectionTemplate.name,
      sections: defaultInspectionTemplate.sections,
      isDefault: true,
    })
    .onConflictDoNothing();
}
