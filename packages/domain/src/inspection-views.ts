import { z } from 'zod';
import {
  inspectionConditions,
  inspectionItemKinds,
  inspectionStatuses,
  measurementUnits,
} from './inspections.ts';
import { jobOrderLineKinds, jobOrderStatuses, lineApprovals } from './job-orders.ts';

/**
 * The inspections API's shapes (issue 14): what the server returns and the web reads. The rules
 * (conditions, templates, statuses, inputs, photo limits) live in inspections.ts.
 */

const ref = z.object({ id: z.uuid(), name: z.string() });

// Templates -----------------------------------------------------------------------------------

export const inspectionTemplateItemViewSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(inspectionItemKinds),
  unit: z.enum(measurementUnits).nullable(),
});

export const inspectionTemplateViewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    isDefault: z.boolean(),
    sections: z.array(
      z.object({ title: z.string(), items: z.array(inspectionTemplateItemViewSchema) }),
    ),
    itemCount: z.number().int(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'InspectionTemplate' });
export type InspectionTemplateView = z.infer<typeof inspectionTemplateViewSchema>;

export const inspectionTemplateListSchema = z
  .object({ items: z.array(inspectionTemplateViewSchema) })
  .meta({ id: 'InspectionTemplateList' });
export type InspectionTemplateList = z.infer<typeof inspectionTemplateListSchema>;

// Photos --------------------------------------------------------------------------------------

/**
 * A photo as every audience gets it: the URLs are the ones this reader may open (staff, the car
 * owner's area, or the shared link's token), never a guessable file path.
 */
export const inspectionPhotoViewSchema = z
  .object({
    id: z.uuid(),
    itemId: z.uuid(),
    width: z.number().int(),
    height: z.number().int(),
    thumbnailUrl: z.string(),
    displayUrl: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'InspectionPhoto' });
export type InspectionPhotoView = z.infer<typeof inspectionPhotoViewSchema>;

// Inspections (staff) -------------------------------------------------------------------------

const conditionCounts = z.object({
  good: z.number().int(),
  soon: z.number().int(),
  now: z.number().int(),
  /** Items with no condition yet. */
  unanswered: z.number().int(),
});

/** The same check on the vehicle's last completed inspection (tread 6/32 → 4/32). */
const previousAnswer = z.object({
  inspectionId: z.uuid(),
  inspectedAt: z.iso.datetime({ offset: true }),
  condition: z.enum(inspectionConditions).nullable(),
  measurement: z.string().nullable(),
});

export const inspectionItemViewSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  section: z.string(),
  label: z.string(),
  kind: z.enum(inspectionItemKinds),
  unit: z.enum(measurementUnits).nullable(),
  condition: z.enum(inspectionConditions).nullable(),
  /** Two-decimal string ("4.00"), or null. */
  measurement: z.string().nullable(),
  text: z.string().nullable(),
  notes: z.string().nullable(),
  photos: z.array(inspectionPhotoViewSchema),
  previous: previousAnswer.nullable(),
  /** The job order line made from this item, while it exists. */
  estimateLine: z
    .object({
      id: z.uuid(),
      kind: z.enum(jobOrderLineKinds),
      description: z.string(),
      approval: z.enum(lineApprovals),
    })
    .nullable(),
});
export type InspectionItemView = z.infer<typeof inspectionItemViewSchema>;

export const inspectionSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(inspectionStatuses),
    counts: conditionCounts,
    photoCount: z.number().int(),
    startedAt: z.iso.datetime({ offset: true }),
    completedAt: z.iso.datetime({ offset: true }).nullable(),
    sharedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'InspectionSummary' });
export type InspectionSummary = z.infer<typeof inspectionSummarySchema>;

export const inspectionViewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(inspectionStatuses),
    jobOrder: z.object({
      id: z.uuid(),
      number: z.string(),
      status: z.enum(jobOrderStatuses),
      /** Its jobs, in order: Add to estimate puts a finding's line into one, or a new job. */
      jobs: z.array(z.object({ id: z.uuid(), name: z.string() })),
    }),
    client: ref.extend({ email: z.string().nullable() }),
    vehicle: z.object({
      id: z.uuid(),
      /** "2019 Toyota Corolla". */
      label: z.string(),
      registrationNumber: z.string().nullable(),
    }),
    startedAt: z.iso.datetime({ offset: true }),
    startedBy: ref.nullable(),
    completedAt: z.iso.datetime({ offset: true }).nullable(),
    completedBy: ref.nullable(),
    sharedAt: z.iso.datetime({ offset: true }).nullable(),
    counts: conditionCounts,
    sections: z.array(z.object({ title: z.string(), items: z.array(inspectionItemViewSchema) })),
    /** What this viewer may do: answer items and add photos, move it, send it, add lines. */
    canAnswer: z.boolean(),
    actions: z.array(z.enum(['complete', 'reopen'])),
    canSend: z.boolean(),
    canAddEstimateLines: z.boolean(),
  })
  .meta({ id: 'Inspection' });
export type InspectionView = z.infer<typeof inspectionViewSchema>;

/** POST …/items/:itemId/estimate-line?jobId=: the job the line joins; left out, a new job. */
export const inspectionEstimateLineQuerySchema = z.object({
  jobId: z.uuid('Not a job id').optional(),
});

/** POST …/items/:itemId/estimate-line: the job order line made, and the item now showing it. */
export const inspectionEstimateLineSchema = z
  .object({ lineId: z.uuid(), item: inspectionItemViewSchema })
  .meta({ id: 'InspectionEstimateLine' });
export type InspectionEstimateLine = z.infer<typeof inspectionEstimateLineSchema>;

/** POST …/send: who the link was mailed to, and the link itself for the desk to pass on. */
export const inspectionSentSchema = z
  .object({ to: z.string(), link: z.string().optional() })
  .meta({ id: 'InspectionSent' });
export type InspectionSent = z.infer<typeof inspectionSentSchema>;

/** A vehicle's inspections, newest first (the vehicle keeps them). */
export const inspectionSummaryListSchema = z
  .object({ items: z.array(inspectionSummarySchema) })
  .meta({ id: 'InspectionSummaryList' });

// Shared with the car owner -------------------------------------------------------------------

export const sharedInspectionItemSchema = z.object({
  id: z.uuid(),
  section: z.string(),
  label: z.string(),
  condition: z.enum(inspectionConditions),
  /** Formatted: "4/32", "3 mm". */
  measurement: z.string().nullable(),
  /** The previous inspection's formatted measurement, when there was one. */
  previousMeasurement: z.string().nullable(),
  text: z.string().nullable(),
  notes: z.string().nullable(),
  photos: z.array(inspectionPhotoViewSchema),
  /** The job order line made from the item (what the estimate shows it beside), or null. */
  lineId: z.uuid().nullable(),
});
export type SharedInspectionItem = z.infer<typeof sharedInspectionItemSchema>;

/**
 * What the car owner sees on their phone (the shared link, or their area): the results grouped
 * red / yellow / green and the recommended work with its price. Unanswered items are left out.
 */
export const sharedInspectionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    shop: z.object({ name: z.string(), phone: z.string().nullable() }),
    vehicle: z.object({ label: z.string(), registrationNumber: z.string().nullable() }),
    jobOrderNumber: z.string(),
    completedAt: z.iso.datetime({ offset: true }).nullable(),
    /** The shop's currency and number format for the prices below. */
    currency: z.string(),
    locale: z.string(),
    /** The shop's time zone, which the dates are shown in (ADR 022). */
    timeZone: z.string(),
    groups: z.object({
      now: z.array(sharedInspectionItemSchema),
      soon: z.array(sharedInspectionItemSchema),
      good: z.array(sharedInspectionItemSchema),
    }),
    recommendedWork: z.array(
      z.object({
        description: z.string(),
        /** Two-decimal string; the line's price before tax. */
        amount: z.string(),
        approval: z.enum(lineApprovals),
      }),
    ),
  })
  .meta({ id: 'SharedInspection' });
export type SharedInspection = z.infer<typeof sharedInspectionSchema>;

/** The car owner's shared inspections, newest first, across their workshops. */
export const ownerInspectionListSchema = z
  .object({
    items: z.array(
      inspectionSummarySchema.extend({
        shop: z.object({ name: z.string(), timeZone: z.string(), locale: z.string() }),
        vehicle: z.object({ label: z.string(), registrationNumber: z.string().nullable() }),
        jobOrderNumber: z.string(),
      }),
    ),
  })
  .meta({ id: 'OwnerInspectionList' });
export type OwnerInspectionList = z.infer<typeof ownerInspectionListSchema>;

export const inspectionIdParamsSchema = z.object({ id: z.uuid('Not an inspection id') });
export const inspectionItemParamsSchema = z.object({
  id: z.uuid('Not an inspection id'),
  itemId: z.uuid('Not an inspection item id'),
});

/** A link's token as issued (platform/link-tokens.ts: 32 random bytes, base64url). */
export const inspectionLinkParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{20,200}$/, 'Not an inspection link'),
});
