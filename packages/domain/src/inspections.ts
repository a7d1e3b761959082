import { z } from 'zod';
import { defineStatusMachine } from './status-machine.ts';
import { lineText, multiLineText } from './text.ts';

/**
 * Digital vehicle inspections (issue 14): the shop's checklists (templates), an inspection of a
 * job's vehicle filled item by item with a condition, a measurement or a text and photos, shared
 * with the car owner, and red or yellow items turned into estimate lines.
 */

// Conditions ----------------------------------------------------------------------------------

/** Green, yellow, red: the three answers every item can take. */
export const inspectionConditions = ['good', 'soon', 'now'] as const;
export type InspectionCondition = (typeof inspectionConditions)[number];

export const inspectionConditionLabels: Record<InspectionCondition, string> = {
  good: 'Good',
  soon: 'Needs attention soon',
  now: 'Needs attention now',
};

/** The colour the staff and the car owner see for each condition. */
export const inspectionConditionColors: Record<InspectionCondition, 'green' | 'yellow' | 'red'> = {
  good: 'green',
  soon: 'yellow',
  now: 'red',
};

/** The order the car owner reads the results in: what needs attention now first. */
export const inspectionConditionsByUrgency: readonly InspectionCondition[] = [
  'now',
  'soon',
  'good',
];

// Template items ------------------------------------------------------------------------------

/**
 * What an item asks for besides its condition: nothing more, a measurement in a unit, or a
 * written answer (e.g. "Wiper blades: streaking on the driver's side").
 */
export const inspectionItemKinds = ['condition', 'measurement', 'text'] as const;
export type InspectionItemKind = (typeof inspectionItemKinds)[number];

export const inspectionItemKindLabels: Record<InspectionItemKind, string> = {
  condition: 'Condition only',
  measurement: 'Measurement',
  text: 'Text',
};

export const measurementUnits = ['32nds', 'mm', 'in', 'psi', 'kPa', 'V', '%', '°F', '°C'] as const;
export type MeasurementUnit = (typeof measurementUnits)[number];

export const measurementUnitLabels: Record<MeasurementUnit, string> = {
  '32nds': '/32 in (tread depth)',
  mm: 'mm',
  in: 'in',
  psi: 'psi',
  kPa: 'kPa',
  V: 'V',
  '%': '%',
  '°F': '°F',
  '°C': '°C',
};

/** "6/32", "3.5 mm", "12.4 V": a measurement as people read it. */
export function formatMeasurement(value: string, unit: string | null): string {
  const number = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
  if (!unit) return number;
  if (unit === '32nds') return `${number}/32`;
  if (unit === '%' || unit.startsWith('°')) return `${number}${unit}`;
  return `${number} ${unit}`;
}

/**
 * An item's key: how the same check is recognised from one inspection of a vehicle to the next
 * (tread 6/32 → 4/32), and kept when the template's label is reworded.
 */
export const INSPECTION_ITEM_KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,39}$/;

const templateItemSchema = z
  .object({
    /** Absent for a new item: the server gives it one. */
    key: z.string().regex(INSPECTION_ITEM_KEY_PATTERN, 'Not an item key').optional(),
    label: lineText().min(1, 'Enter the item').max(80, 'Item must be 80 characters or fewer'),
    kind: z.enum(inspectionItemKinds, { error: 'Choose condition, measurement or text' }),
    unit: z.enum(measurementUnits, { error: 'Choose a unit' }).nullable().optional().default(null),
  })
  .superRefine((item, ctx) => {
    if (item.kind === 'measurement' && !item.unit) {
      ctx.addIssue({
        code: 'custom',
        path: ['unit'],
        message: 'Choose the unit of the measurement',
      });
    }
  })
  .transform((item) => ({ ...item, unit: item.kind === 'measurement' ? item.unit : null }));

const templateSectionSchema = z.object({
  title: lineText()
    .min(1, 'Enter the section title')
    .max(60, 'Section title must be 60 characters or fewer'),
  items: z
    .array(templateItemSchema)
    .min(1, 'A section needs at least one item')
    .max(60, 'A section can have at most 60 items'),
});

/** A template as the admin saves it. */
export const inspectionTemplateInputSchema = z
  .object({
    name: lineText()
      .min(1, 'Enter the template name')
      .max(80, 'Template name must be 80 characters or fewer'),
    sections: z
      .array(templateSectionSchema)
      .min(1, 'A template needs at least one section')
      .max(30, 'A template can have at most 30 sections'),
    /** The template a new inspection starts from unless someone picks another. */
    isDefault: z.boolean().optional().default(false),
  })
  .superRefine((template, ctx) => {
    const keys = new Set<string>();
    template.sections.forEach((section, sectionIndex) => {
      section.items.forEach((item, itemIndex) => {
        if (!item.key) return;
        if (keys.has(item.key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', sectionIndex, 'items', itemIndex, 'key'],
            message: 'Two items have the same key',
          });
        }
        keys.add(item.key);
      });
    });
  });
export type InspectionTemplateInput = z.input<typeof inspectionTemplateInputSchema>;
export type InspectionTemplateParsed = z.output<typeof inspectionTemplateInputSchema>;

export type InspectionTemplateItem = {
  key: string;
  label: string;
  kind: InspectionItemKind;
  unit: MeasurementUnit | null;
};
export type InspectionTemplateSection = { title: string; items: InspectionTemplateItem[] };

const condition = (key: string, label: string): InspectionTemplateItem => ({
  key,
  label,
  kind: 'condition',
  unit: null,
});
const measurement = (
  key: string,
  label: string,
  unit: MeasurementUnit,
): InspectionTemplateItem => ({ key, label, kind: 'measurement', unit });

/** The template every shop starts with (and gets back if it has none): a multi-point check. */
export const defaultInspectionTemplate: { name: string; sections: InspectionTemplateSection[] } = {
  name: 'Multi-point inspection',
  sections: [
    {
      title: 'Tires',
      items: [
        measurement('tires.lf-tread', 'Left front tread depth', '32nds'),
        measurement('tires.rf-tread', 'Right front tread depth', '32nds'),
        measurement('tires.lr-tread', 'Left rear tread depth', '32nds'),
        measurement('tires.rr-tread', 'Right rear tread depth', '32nds'),
        condition('tires.pressure', 'Tire pressure set'),
        condition('tires.wear', 'Wear pattern and sidewalls'),
      ],
    },
    {
      title: 'Brakes',
      items: [
        measurement('brakes.front-pads', 'Front brake pads', 'mm'),
        measurement('brakes.rear-pads', 'Rear brake pads', 'mm'),
        condition('brakes.rotors', 'Rotors and drums'),
        condition('brakes.lines', 'Brake lines and hoses'),
      ],
    },
    {
      title: 'Fluids',
      items: [
        condition('fluids.oil', 'Engine oil'),
        condition('fluids.coolant', 'Coolant'),
        condition('fluids.brake', 'Brake fluid'),
        condition('fluids.transmission', 'Transmission fluid'),
        condition('fluids.power-steering', 'Power steering fluid'),
        condition('fluids.washer', 'Washer fluid'),
      ],
    },
    {
      title: 'Lights',
      items: [
        condition('lights.head', 'Headlights'),
        condition('lights.brake', 'Brake lights'),
        condition('lights.turn', 'Turn signals and hazards'),
      ],
    },
    {
      title: 'Suspension and steering',
      items: [
        condition('suspension.shocks', 'Shocks and struts'),
        condition('suspension.joints', 'Ball joints and tie rod ends'),
        condition('suspension.alignment', 'Steering and alignment'),
      ],
    },
    {
      title: 'Battery',
      items: [
        measurement('battery.voltage', 'Battery voltage', 'V'),
        condition('battery.terminals', 'Terminals and cables'),
      ],
    },
    {
      title: 'Under the hood',
      items: [
        condition('hood.belts', 'Belts'),
        condition('hood.hoses', 'Hoses'),
        condition('hood.air-filter', 'Engine air filter'),
        condition('hood.cabin-filter', 'Cabin air filter'),
      ],
    },
    {
      title: 'Body and visibility',
      items: [
        condition('body.wipers', 'Wiper blades'),
        condition('body.windshield', 'Windshield'),
        condition('body.exhaust', 'Exhaust system'),
      ],
    },
  ],
};

// Inspections ---------------------------------------------------------------------------------

export const inspectionStatuses = ['in_progress', 'completed'] as const;
export type InspectionStatus = (typeof inspectionStatuses)[number];

export const inspectionStatusLabels: Record<InspectionStatus, string> = {
  in_progress: 'In progress',
  completed: 'Completed',
};

/**
 * in_progress → completed ("Finish inspection") by whoever inspects; completed → in_progress
 * ("Reopen") by the desk, e.g. to add a photo the customer asked about. A mechanic works only on
 * the inspections of jobs assigned to them (checked by the server).
 */
export const inspectionMachine = defineStatusMachine({
  subject: 'inspection',
  statuses: inspectionStatuses,
  labels: inspectionStatusLabels,
  transitions: {
    complete: {
      from: ['in_progress'],
      to: 'completed',
      roles: ['admin', 'front_desk', 'mechanic'],
      label: 'Finish inspection',
    },
    reopen: {
      from: ['completed'],
      to: 'in_progress',
      roles: ['admin', 'front_desk'],
      label: 'Reopen',
    },
  },
});
export type InspectionAction = keyof typeof inspectionMachine.transitions;

/**
 * One inspection at a time per job order: while one is in progress the page offers "Resume
 * inspection", and the server refuses to start (or reopen) another.
 */
export const INSPECTION_IN_PROGRESS =
  'An inspection of this job order is already in progress: resume it, or finish it before starting another.';
export const REOPEN_WHILE_IN_PROGRESS =
  'Another inspection of this job order is in progress: finish it before reopening this one.';

/** The job order's inspection in progress, which "Resume inspection" opens; null if none. */
export function inspectionInProgress<T extends { status: InspectionStatus }>(
  inspections: readonly T[],
): T | null {
  return inspections.find((inspection) => inspection.status === 'in_progress') ?? null;
}
export const inspectionActions = Object.keys(inspectionMachine.transitions) as [
  InspectionAction,
  ...InspectionAction[],
];

/** Who starts and fills inspections; who edits templates; who sends results and adds lines. */
export const inspectorRoles = ['admin', 'front_desk', 'mechanic'] as const;
export const inspectionTemplateEditorRoles = ['admin'] as const;
export const inspectionSenderRoles = ['admin', 'front_desk'] as const;

export const inspectionStartSchema = z.object({
  /** Absent: the shop's default template. */
  templateId: z.uuid({ error: 'Not an inspection template' }).optional(),
});

/** A measurement: up to 6 digits and 2 decimals, 0 or more ("4", "3.5", "12.45"). */
const measurementValue = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter a number such as 4 or 3.5');

/** One item's answer as the inspector saves it; a field left out keeps its value. */
export const inspectionItemAnswerSchema = z
  .object({
    condition: z
      .enum(inspectionConditions, { error: 'Choose good, needs attention soon or now' })
      .nullable(),
    measurement: measurementValue.nullable(),
    text: multiLineText()
      .max(2000, 'Answer must be 2000 characters or fewer')
      .transform((value) => (value.trim() === '' ? null : value))
      .nullable(),
    notes: multiLineText()
      .max(2000, 'Notes must be 2000 characters or fewer')
      .transform((value) => (value.trim() === '' ? null : value))
      .nullable(),
  })
  .partial()
  .refine((answer) => Object.keys(answer).length > 0, 'Nothing to save');
export type InspectionItemAnswer = z.input<typeof inspectionItemAnswerSchema>;

export const inspectionTransitionSchema = z.object({
  action: z.enum(inspectionActions, { error: 'Unknown action' }),
});

export const inspectionSendSchema = z.object({
  /** Defaults to the client's e-mail address. */
  to: z.email('Enter a valid email').optional(),
  message: multiLineText().max(1000, 'Message must be 1000 characters or fewer').optional(),
});

/** How long a shared inspection link opens (the car owner may come back to it for a while). */
export const INSPECTION_LINK_DAYS = 30;

/** The description an estimate line gets from a red or yellow item, before the writer edits it. */
export function estimateLineDescription(item: {
  section: string;
  label: string;
  notes: string | null;
}): string {
  const text = item.notes ? `${item.label}: ${item.notes.split('\n')[0]}` : item.label;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** Items that can become estimate lines: the ones that need attention. */
export function needsAttention(condition: InspectionCondition | null): boolean {
  return condition === 'soon' || condition === 'now';
}

// Photos --------------------------------------------------------------------------------------

export const INSPECTION_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const INSPECTION_PHOTOS_PER_ITEM = 12;
export const inspectionPhotoTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
] as const;
/** What the phone's file picker is told to offer (`accept`); the server checks the content. */
export const INSPECTION_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

export const inspectionPhotoMessages = {
  type: 'Photos must be JPEG, PNG, WebP or HEIC images',
  size: 'Photo is larger than 15 MB',
  unreadable: 'This photo could not be read. Take it again or choose another one.',
  tooMany: `An item can have at most ${INSPECTION_PHOTOS_PER_ITEM} photos`,
  missing: 'Choose a photo to upload',
} as const;

/** The multipart field the photo comes in. */
export const INSPECTION_PHOTO_FIELD = 'photo';
/**
 * The upload's multipart/form-data body: one file. The server streams it rather than parsing
 * the form into an object, so this schema documents the body (OpenAPI) and is not a validator.
 */
export const inspectionPhotoUploadSchema = z
  .object({
    [INSPECTION_PHOTO_FIELD]: z
      .file()
      .describe('The photo: a JPEG, PNG, WebP or HEIC image up to 15 MB'),
  })
  .meta({ id: 'InspectionPhotoUpload' });

/** The two sizes kept of every photo (the original is not kept: its EXIF location goes with it). */
export const inspectionPhotoSizes = ['thumbnail', 'display'] as const;
export type InspectionPhotoSize = (typeof inspectionPhotoSizes)[number];
/** Longest edge in pixels. */
export const inspectionPhotoPixels: Record<InspectionPhotoSize, number> = {
  thumbnail: 320,
  display: 1600,
};
