import type { InspectionTemplateView } from '@pitstop/domain/inspection-views';
import {
  type InspectionItemKind,
  type InspectionTemplateInput,
  inspectionTemplateInputSchema,
  type MeasurementUnit,
} from '@pitstop/domain/inspections';
import type { Problem } from '@pitstop/domain/problem';

/** One item row as edited; `key` is the saved item's (null for a new one, the server gives it). */
export type TemplateItemValues = {
  uid: string;
  key: string | null;
  label: string;
  kind: InspectionItemKind;
  unit: MeasurementUnit | null;
};
export type TemplateSectionValues = { uid: string; title: string; items: TemplateItemValues[] };
export type TemplateValues = {
  name: string;
  isDefault: boolean;
  sections: TemplateSectionValues[];
};

let lastUid = 0;
/** A row's identity while it is edited (rows move, so their index cannot be their React key). */
export function newUid(): string {
  lastUid += 1;
  return `row-${lastUid}`;
}

export function emptyItem(): TemplateItemValues {
  return { uid: newUid(), key: null, label: '', kind: 'condition', unit: null };
}

export function emptySection(): TemplateSectionValues {
  return { uid: newUid(), title: '', items: [emptyItem()] };
}

/** The form's values for a saved template, or for a new one (one empty section). */
export function templateValuesOf(template: InspectionTemplateView | null): TemplateValues {
  if (!template) return { name: '', isDefault: false, sections: [emptySection()] };
  return {
    name: template.name,
    isDefault: template.isDefault,
    sections: template.sections.map((section) => ({
      uid: newUid(),
      title: section.title,
      items: section.items.map((item) => ({ uid: newUid(), ...item })),
    })),
  };
}

/** The request body: saved items keep their keys so the next inspection still finds them. */
export function templateInputOf(values: TemplateValues): InspectionTemplateInput {
  return {
    name: values.name,
    isDefault: values.isDefault,
    sections: values.sections.map((section) => ({
      title: section.title,
      items: section.items.map((item) => ({
        ...(item.key ? { key: item.key } : {}),
        label: item.label,
        kind: item.kind,
        unit: item.kind === 'measurement' ? item.unit : null,
      })),
    })),
  };
}

/** A saved template as the body that writes it again (e.g. to make it the default). */
export function templateInputOfView(template: InspectionTemplateView): InspectionTemplateInput {
  return templateInputOf(templateValuesOf(template));
}

/**
 * The domain's template rules as form errors keyed by field path ("sections.0.items.2.unit"),
 * the first message of each field; a section's "needs at least one item" sits on its title.
 */
export function validateTemplateValues(values: TemplateValues): Record<string, string> {
  const result = inspectionTemplateInputSchema.safeParse(templateInputOf(values));
  if (result.success) return {};
  return errorsByPath(result.error.issues);
}

/** The server's field messages (paths like `body.sections.0.title`) as form errors. */
export function templateErrorsOfProblem(problem: Problem): Record<string, string> {
  return errorsByPath(
    (problem.errors ?? []).map((entry) => ({
      path: entry.path.split('.').slice(1),
      message: entry.message,
    })),
  );
}

function errorsByPath(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    // "A section needs at least one item" is about the section: show it under its title.
    const field =
      path.length === 3 && path[0] === 'sections' && path[2] === 'items'
        ? `sections.${path[1]}.title`
        : path.length === 1 && path[0] === 'sections'
          ? 'sections'
          : path.join('.');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Every field path with an error, in the order the form shows them (for focusing the first). */
export function templateFieldOrder(values: TemplateValues): string[] {
  return [
    'name',
    ...values.sections.flatMap((section, sectionIndex) => [
      `sections.${sectionIndex}.title`,
      ...section.items.flatMap((_, itemIndex) => [
        `sections.${sectionIndex}.items.${itemIndex}.label`,
        `sections.${sectionIndex}.items.${itemIndex}.kind`,
        `sections.${sectionIndex}.items.${itemIndex}.unit`,
      ]),
    ]),
  ];
}
