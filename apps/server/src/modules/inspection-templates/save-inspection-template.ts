import { randomBytes } from 'node:crypto';
import type {
  InspectionTemplateList,
  InspectionTemplateView,
} from '@pitstop/domain/inspection-views';
import type {
  InspectionTemplateParsed,
  InspectionTemplateSection,
} from '@pitstop/domain/inspections';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inspectionTemplates } from '../../db/schema/inspections.ts';
import { AppError } from '../../platform/errors.ts';
import { ensureInspectionTemplates } from './default-template.ts';

type TemplateRow = typeof inspectionTemplates.$inferSelect;

const templateNotFound = () => AppError.notFound('Inspection template not found.');

export function toTemplateView(row: TemplateRow): InspectionTemplateView {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    sections: row.sections,
    itemCount: row.sections.reduce((count, section) => count + section.items.length, 0),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shop's templates (the default one written first if it has none), default first. */
export async function listInspectionTemplates(options: {
  tx: Tx;
  shopId: string;
}): Promise<InspectionTemplateList> {
  await ensureInspectionTemplates(options);
  const rows = await options.tx
    .select()
    .from(inspectionTemplates)
    .where(
      and(eq(inspectionTemplates.shopId, options.shopId), isNull(inspectionTemplates.archivedAt)),
    )
    .orderBy(
      desc(inspectionTemplates.isDefault),
      asc(sql`lower(${inspectionTemplates.name})`),
      asc(inspectionTemplates.id),
    );
  return { items: rows.map(toTemplateView) };
}

/**
 * Gives the items without a key one ("i-" and 8 hex digits), unlike any key the template
 * already has, so the next inspection of a vehicle finds the same check however it is reworded.
 */
function keyedSections(input: InspectionTemplateParsed): InspectionTemplateSection[] {
  const taken = new Set(
    input.sections.flatMap((section) => section.items.flatMap((item) => item.key ?? [])),
  );
  const newKey = () => {
    let key: string;
    do key = `i-${randomBytes(4).toString('hex')}`;
    while (taken.has(key));
    taken.add(key);
    return key;
  };
  return input.sections.map((section) => ({
    title: section.title,
    items: section.items.map((item) => ({
      key: item.key ?? newKey(),
      label: item.label,
      kind: item.kind,
      unit: item.unit ?? null,
    })),
  }));
}

/** The unique index on the lower-cased name of kept templates is the one check. */
function rethrowNameTaken(error: unknown): never {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    if (pgError?.code === '23505' && pgError.constraint === 'inspection_templates_name_key') {
      throw AppError.conflict('A template with this name already exists', [
        { path: 'body.name', message: 'Name already used' },
      ]);
    }
  }
  throw error;
}

/** The shop's other templates stop being the default (one default per shop). */
async function clearDefault(tx: Tx, shopId: string, exceptId: string | null) {
  await tx
    .update(inspectionTemplates)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(inspectionTemplates.shopId, shopId),
        eq(inspectionTemplates.isDefault, true),
        exceptId ? ne(inspectionTemplates.id, exceptId) : undefined,
      ),
    );
}

export async function createInspectionTemplate(options: {
  tx: Tx;
  shopId: string;
  input: InspectionTemplateParsed;
}): Promise<InspectionTemplateView> {
  const { shopId, input } = options;
  await ensureInspectionTemplates(options);
  return options.tx.transaction(async (tx) => {
    if (input.isDefault) await clearDefault(tx, shopId, null);
    const [row] = await tx
      .insert(inspectionTemplates)
      .values({
        shopId,
        name: input.name,
        sections: keyedSections(input),
        isDefault: input.isDefault,
      })
      .returning()
      .catch(rethrowNameTaken);
    if (!row) throw new Error('inspection template not inserted');
    return toTemplateView(row);
  });
}

/**
 * Replaces a template's name and sections; inspections already started keep the items they
 * copied. isDefault moves the default here; the default stays the default until another
 * template takes it (a shop always has one).
 */
export async function updateInspectionTemplate(options: {
  tx: Tx;
  shopId: string;
  id: string;
  input: InspectionTemplateParsed;
}): Promise<InspectionTemplateView> {
  const { shopId, id, input } = options;
  return options.tx.transaction(async (tx) => {
    const [current] = await tx
      .select({ isDefault: inspectionTemplates.isDefault })
      .from(inspectionTemplates)
      .where(
        and(
          eq(inspectionTemplates.shopId, shopId),
          eq(inspectionTemplates.id, id),
          isNull(inspectionTemplates.archivedAt),
        ),
      )
      .for('update');
    if (!current) throw templateNotFound();
    if (input.isDefault && !current.isDefault) await clearDefault(tx, shopId, id);
    const [row] = await tx
      .update(inspectionTemplates)
      .set({
        name: input.name,
        sections: keyedSections(input),
        isDefault: current.isDefault || input.isDefault,
        updatedAt: sql`now()`,
      })
      .where(and(eq(inspectionTemplates.shopId, shopId), eq(inspectionTemplates.id, id)))
      .returning()
      .catch(rethrowNameTaken);
    if (!row) throw templateNotFound();
    return toTemplateView(row);
  });
}

/**
 * Archives a template: inspections made from it keep their items and name. The default and the
 * shop's last template stay (409), so starting an inspection always has a template.
 */
export async function archiveInspectionTemplate(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<void> {
  const { shopId, id } = options;
  await options.tx.transaction(async (tx) => {
    const kept = await tx
      .select({ id: inspectionTemplates.id, isDefault: inspectionTemplates.isDefault })
      .from(inspectionTemplates)
      .where(and(eq(inspectionTemplates.shopId, shopId), isNull(inspectionTemplates.archivedAt)))
      .for('update');
    const template = kept.find((row) => row.id === id);
    if (!template) throw templateNotFound();
    if (kept.length === 1)
      throw AppError.conflict('This is the only template; add another one before removing it.');
    if (template.isDefault)
      throw AppError.conflict(
        'This is the default template. Make another template the default first.',
      );
    await tx
      .update(inspectionTemplates)
      .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(inspectionTemplates.shopId, shopId), eq(inspectionTemplates.id, id)));
  });
}
