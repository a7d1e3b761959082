import { z } from 'zod';
import { historyEntrySchema } from './bookings.ts';
import { calendarDateSchema, timestampSchema } from './calendar-date.ts';
import { inspectionSummarySchema, sharedInspectionSchema } from './inspection-views.ts';
import { stockUnits } from './inventory.ts';
import { invoiceStatuses } from './invoices.ts';
import {
  jobOrderLineInputSchema,
  jobOrderLineKinds,
  jobOrderStatuses,
  laborPricings,
  lineApprovals,
} from './job-orders.ts';
import { cursorSchema } from './pagination.ts';
import { lineText, multiLineText } from './text.ts';

/**
 * The job order API's shapes (issue 11): what the server returns and the web reads. Inputs that
 * are rules of the work itself (lines, transitions, walk-in) live in job-orders.ts.
 */

const person = z.object({ id: z.uuid(), name: z.string() });
/** Money as a two-decimal string ("1234.50"), never a float. */
const money = z.string();

const vehicleRef = z.object({
  id: z.uuid(),
  /** "2019 Honda Civic". */
  label: z.string(),
  registrationNumber: z.string().nullable(),
});

// Lists -----------------------------------------------------------------------------------

/** One row of the Job Order List, Pending, Completed and a mechanic's queue. */
export const jobOrderSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(jobOrderStatuses),
    client: person,
    vehicle: vehicleRef.nullable(),
    mechanic: person.nullable(),
    openedAt: z.string(),
    promisedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    /** The subtotal of the work as it stands (declined lines left out). */
    total: money,
  })
  .meta({ id: 'JobOrderSummary' });
export type JobOrderSummary = z.infer<typeof jobOrderSummarySchema>;

/** all: newest opened first; pending: not completed or cancelled, oldest first; completed: newest completed first. */
export const jobOrderListViews = ['all', 'pending', 'completed'] as const;
export type JobOrderListView = (typeof jobOrderListViews)[number];

export const jobOrderSorts = ['opened', 'promised', 'number', 'total', 'completed'] as const;
export type JobOrderSort = (typeof jobOrderSorts)[number];

const localDate = calendarDateSchema();

export const jobOrderListQuerySchema = z
  .object({
    view: z.enum(jobOrderListViews).optional().default('all'),
    /** Number (JO-1042, 1042), client name, plate or VIN. */
    search: lineText().max(100).optional(),
    status: z.enum(jobOrderStatuses).optional(),
    mechanicId: z.union([z.uuid(), z.literal('unassigned')]).optional(),
    /** Job orders with an approved labor line of this catalogue service (Service Trends' drill-down). */
    serviceId: z.uuid({ error: 'Not a service' }).optional(),
    /** Job orders with a job named like this canned job (Service Trends' drill-down). */
    cannedJobId: z.uuid({ error: 'Not a canned job' }).optional(),
    /** Local dates (shop time zone), inclusive, on the opened date (completed date in the completed view). */
    from: localDate.optional(),
    to: localDate.optional(),
    /** Defaults: all → opened desc; pending → opened asc; completed → completed desc. */
    sort: z.enum(jobOrderSorts).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional().default(25),
    cursor: cursorSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Must be on or after the from date',
  });
export type JobOrderListQuery = z.input<typeof jobOrderListQuerySchema>;

export const jobOrderListSchema = z
  .object({ items: z.array(jobOrderSummarySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'JobOrderList' });
export type JobOrderList = z.infer<typeof jobOrderListSchema>;

// Detail ----------------------------------------------------------------------------------

/**
 * A job of a job order (issue 23): one customer concern with its lines — the complaint as told,
 * the cause found and the correction made (the "three Cs").
 */
export const jobOrderJobSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int(),
    name: z.string(),
    complaint: z.string().nullable(),
    cause: z.string().nullable(),
    correction: z.string().nullable(),
  })
  .meta({ id: 'JobOrderJob' });
export type JobOrderJobView = z.infer<typeof jobOrderJobSchema>;

export const jobOrderLineSchema = z
  .object({
    id: z.uuid(),
    /** The job it belongs to. */
    jobId: z.uuid(),
    position: z.number().int(),
    kind: z.enum(jobOrderLineKinds),
    serviceId: z.uuid().nullable(),
    description: z.string(),
    pricing: z.enum(laborPricings).nullable(),
    partNumber: z.string().nullable(),
    quantity: z.string(),
    unitCost: money.nullable(),
    /** Null for a percentage discount. */
    unitPrice: money.nullable(),
    percent: z.string().nullable(),
    /** What the line adds (a discount: what it takes off, as a positive amount). */
    amount: money,
    approval: z.enum(lineApprovals),
    done: z.boolean(),
    declinedWorkId: z.uuid().nullable(),
    /** A part from inventory (issue 12): its stock is reserved with the job. */
    inventoryItemId: z.uuid().nullable(),
    /**
     * The item's stock as it stands, for staff (null on lines without an item and on what car
     * owners see): `shortBy` is how much of this line the stock cannot cover (partLineShortfall).
     */
    stock: z
      .object({
        sku: z.string(),
        unit: z.enum(stockUnits),
        onHand: z.string(),
        available: z.string(),
        shortBy: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'JobOrderLine' });
export type JobOrderLineView = z.infer<typeof jobOrderLineSchema>;

export const jobOrderTotalsSchema = z.object({
  labor: money,
  parts: money,
  fees: money,
  discount: money,
  subtotal: money,
  presentedTotal: money,
  approvedTotal: money,
});

/** The latest estimate sent for the job order and its answer. */
export const jobOrderEstimateSchema = z.object({
  id: z.uuid(),
  revision: z.number().int(),
  sentAt: z.string(),
  sentTo: z.string().nullable(),
  presentedTotal: money,
  answeredAt: z.string().nullable(),
  answeredVia: z.enum(['link', 'portal', 'staff']).nullable(),
  signedName: z.string().nullable(),
  approvedTotal: money.nullable(),
  /** The lines changed since it was sent: its link is refused until it is sent again. */
  outdated: z.boolean(),
});
export type JobOrderEstimate = z.infer<typeof jobOrderEstimateSchema>;

export const timeEntrySchema = z
  .object({
    id: z.uuid(),
    /** The job the time went to (before approval, the job diagnosed); null on older entries. */
    jobId: z.uuid().nullable(),
    mechanic: person,
    startedAt: z.string(),
    /** Null while the clock runs. */
    endedAt: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'TimeEntry' });
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** Declined work on the vehicle, offered again on its next job order. */
export const declinedWorkSchema = z
  .object({
    id: z.uuid(),
    jobOrderId: z.uuid(),
    jobOrderNumber: z.number().int(),
    vehicleId: z.uuid(),
    /** The job it was declined with, when the customer declined a whole job. */
    jobName: z.string().nullable(),
    kind: z.enum(jobOrderLineKinds),
    description: z.string(),
    amount: money,
    declinedAt: z.string(),
    /** Local date "YYYY-MM-DD". */
    followUpOn: z.string(),
    status: z.enum(['open', 'accepted', 'dismissed']),
  })
  .meta({ id: 'DeclinedWork' });
export type DeclinedWork = z.infer<typeof declinedWorkSchema>;

/** A job order's bill with tax, as the invoice made from it computes it (computeJobOrderBill). */
export const jobOrderBillSchema = z
  .object({
    /** Labor + parts + fees billed, the supplies fee included, before discounts. */
    subtotal: money,
    discount: money,
    /** The shop supplies fee among the subtotal's fees; null when the shop charges none. */
    suppliesFee: money.nullable(),
    /** After discounts, without tax. */
    net: money,
    tax: money,
    /** What the customer pays, tax included. */
    total: money,
    /** The tax by rate (null: the exempt lines), as the invoice prints it. */
    breakdown: z.array(z.object({ rate: z.string().nullable(), taxable: money, tax: money })),
  })
  .meta({ id: 'JobOrderBill' });
export type JobOrderBillView = z.infer<typeof jobOrderBillSchema>;

/** The shop's tax as it applies to an estimate: what the web needs to follow the choices. */
export const estimateTaxSchema = z.object({
  /** "Sales tax", "VAT". */
  label: z.string(),
  pricesIncludeTax: z.boolean(),
  suppliesFeePercent: z.string().nullable(),
  suppliesFeeCap: money.nullable(),
  suppliesFeeTaxRate: z.string().nullable(),
});

export const jobOrderDetailSchema = jobOrderSummarySchema
  .extend({
    client: person.extend({ phone: z.string().nullable(), email: z.string().nullable() }),
    vehicle: vehicleRef
      .extend({ vin: z.string().nullable(), mileage: z.number().int().nullable() })
      .nullable(),
    appointmentId: z.uuid().nullable(),
    /** The booking's request number (REQ012) when it came from a check-in. */
    appointmentNumber: z.number().int().nullable(),
    concern: z.string().nullable(),
    mileageIn: z.number().int().nullable(),
    mileageOut: z.number().int().nullable(),
    notes: z.string().nullable(),
    cancelReason: z.string().nullable(),
    /** Bumped by every change to the lines. */
    revision: z.number().int(),
    /** Its jobs in their order; every line is in one of them. */
    jobs: z.array(jobOrderJobSchema),
    lines: z.array(jobOrderLineSchema),
    totals: jobOrderTotalsSchema,
    /** The work as it stands with tax, as its invoice will compute it once approved. */
    bill: jobOrderBillSchema,
    tax: estimateTaxSchema,
    estimate: jobOrderEstimateSchema.nullable(),
    timeEntries: z.array(timeEntrySchema),
    /** Open declined work on this vehicle from earlier job orders, to add again. */
    declinedWorkOffered: z.array(declinedWorkSchema),
    history: z.array(historyEntrySchema),
    /** The shop's hourly labor rate (hourly labor lines default to it). */
    laborRate: money,
    /** The viewer may change prices on the lines (the desk; a mechanic when the shop allows it). */
    canEditPrices: z.boolean(),
    timeZone: z.string(),
    currency: z.string(),
    /**
     * The job's live (not voided) invoice: "Create invoice" when null and the job is ready for
     * pickup or completed. `balance` is what is still due once issued.
     */
    invoice: z
      .object({
        id: z.uuid(),
        number: z.string().nullable(),
        status: z.enum(invoiceStatuses),
        total: money,
        balance: money,
      })
      .nullable(),
    /** Why Complete would be refused now because of the invoice (pickupRefusal), else null. */
    completeRefusal: z.string().nullable(),
    /** How the shop formats money (the invoice's figures on the page). */
    locale: z.string(),
    /** The job's inspections, newest first (issue 14). */
    inspections: z.array(inspectionSummarySchema),
  })
  .meta({ id: 'JobOrderDetail' });
export type JobOrderDetail = z.infer<typeof jobOrderDetailSchema>;

export const jobOrderIdParamsSchema = z.object({ id: z.uuid('Not a job order id') });
export const jobOrderJobParamsSchema = z.object({
  id: z.uuid('Not a job order id'),
  jobId: z.uuid('Not a job id'),
});
export const jobOrderLineParamsSchema = z.object({
  id: z.uuid('Not a job order id'),
  lineId: z.uuid('Not a job order line id'),
});

// Writes ----------------------------------------------------------------------------------

/** PATCH /job-orders/:id: fields left out stay. Mechanics may change notes only. */
export const jobOrderUpdateSchema = z
  .object({
    concern: multiLineText()
      .min(1, "Describe the customer's concern")
      .max(2000, 'Must be 2000 characters or fewer')
      .optional(),
    mileageIn: z
      .number({ error: 'Mileage in must be a whole number' })
      .int('Mileage in must be a whole number')
      .min(0, 'Mileage in cannot be negative')
      .max(9_999_999, 'Mileage in is too large')
      .nullable()
      .optional(),
    promisedAt: timestampSchema('Choose when the vehicle is promised').nullable().optional(),
    mechanicId: z.uuid({ error: 'Choose a mechanic' }).nullable().optional(),
    notes: multiLineText().max(4000, 'Must be 4000 characters or fewer').nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type JobOrderUpdateInput = z.input<typeof jobOrderUpdateSchema>;

/**
 * PATCH …/lines/:lineId: the line itself (the desk), the job it is in, or only its done mark (a
 * mechanic too).
 */
export const jobOrderLinePatchSchema = z
  .object({
    line: jobOrderLineInputSchema.optional(),
    jobId: z.uuid('Not a job id').optional(),
    done: z.boolean({ error: 'Done must be true or false' }).optional(),
  })
  .refine(
    (body) => body.line !== undefined || body.jobId !== undefined || body.done !== undefined,
    {
      message: 'Nothing to change',
    },
  );
export type JobOrderLinePatchInput = z.input<typeof jobOrderLinePatchSchema>;

/** POST …/lines/:lineId/answer: the desk answers one line for the customer (by phone, at the counter). */
export const lineAnswerSchema = z.object({
  approval: z.enum(['approved', 'declined'], { error: 'Approve or decline the line' }),
});
export type LineAnswerInput = z.input<typeof lineAnswerSchema>;

/** A job order holds at most this many jobs. */
export const MAX_JOBS_PER_JOB_ORDER = 30;

/** A complaint, cause or correction: left empty, there is none (null). */
const jobText = () =>
  multiLineText()
    .max(2000, 'Must be 2000 characters or fewer')
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
const threeCs = { complaint: jobText(), cause: jobText(), correction: jobText() };
const jobName = lineText({ error: 'Name the job' })
  .min(1, 'Name the job')
  .max(100, 'Must be 100 characters or fewer');

/** POST …/jobs: a job named after the concern it answers, with the complaint as told. */
export const jobOrderJobInputSchema = z.object({ name: jobName, ...threeCs });
export type JobOrderJobInput = z.input<typeof jobOrderJobInputSchema>;
export type JobOrderJobParsed = z.output<typeof jobOrderJobInputSchema>;

/** PATCH …/jobs/:jobId: fields left out stay; an empty complaint, cause or correction is null. */
export const jobOrderJobPatchSchema = z
  .object({ name: jobName.optional(), ...threeCs })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type JobOrderJobPatchInput = z.input<typeof jobOrderJobPatchSchema>;
export type JobOrderJobPatch = z.output<typeof jobOrderJobPatchSchema>;

/**
 * A customer's answer to an estimate: every job waiting for an answer approved or declined as a
 * whole, and a typed name.
 */
export const estimateAnswerSchema = z.object({
  decisions: z
    .array(
      z.object({
        jobId: z.uuid({ error: 'Not a job of this estimate' }),
        approval: z.enum(['approved', 'declined'], { error: 'Approve or decline each job' }),
      }),
    )
    .min(1, 'Approve or decline each job')
    .superRefine((decisions, ctx) => {
      // One answer per job: a job both approved and declined is not an answer.
      const seen = new Set<string>();
      decisions.forEach((decision, index) => {
        if (seen.has(decision.jobId)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'jobId'],
            message: 'This job is answered more than once',
          });
        }
        seen.add(decision.jobId);
      });
    }),
  signedName: lineText({ error: 'Type your full name to confirm' })
    .min(2, 'Type your full name to confirm')
    .max(120, 'Must be 120 characters or fewer'),
});
export type EstimateAnswerInput = z.input<typeof estimateAnswerSchema>;

/** The estimate as the customer sees it from the e-mailed link or the car-owner area. */
export const estimateViewSchema = z
  .object({
    shop: z.object({
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
    jobOrderId: z.uuid(),
    number: z.number().int(),
    clientName: z.string(),
    vehicle: vehicleRef.nullable(),
    /**
     * The jobs, in the job order's order, each with its complaint (the first one's is the concern
     * the job order was opened with); the customer answers each one with work waiting.
     */
    jobs: z.array(jobOrderJobSchema),
    lines: z.array(
      z.object({
        id: z.uuid(),
        jobId: z.uuid(),
        kind: z.enum(jobOrderLineKinds),
        description: z.string(),
        pricing: z.enum(laborPricings).nullable(),
        quantity: z.string(),
        unitPrice: money.nullable(),
        percent: z.string().nullable(),
        amount: money,
        approval: z.enum(lineApprovals),
        /** The rate the invoice will tax it at (null: exempt, and every discount). */
        taxRate: z.string().nullable(),
      }),
    ),
    totals: jobOrderTotalsSchema,
    tax: estimateTaxSchema,
    /**
     * With tax, as the invoice will be: `presented` had every line been approved (what the
     * estimate asks), `approved` for the work approved so far.
     */
    bill: z.object({ presented: jobOrderBillSchema, approved: jobOrderBillSchema }),
    sentAt: z.string(),
    /** open: waiting for the answer; answered: done (answeredAt, signedName); outdated: replaced. */
    state: z.enum(['open', 'answered', 'outdated']),
    answeredAt: z.string().nullable(),
    signedName: z.string().nullable(),
    /** The shop's time zone and locale, which the dates are shown in (ADR 022). */
    timeZone: z.string(),
    locale: z.string(),
    currency: z.string(),
    /** The job's latest completed inspection, shown above the lines (issue 14). */
    inspection: sharedInspectionSchema.nullable(),
  })
  .meta({ id: 'EstimateView' });
export type EstimateView = z.infer<typeof estimateViewSchema>;

/** A link's token as issued (platform/link-tokens.ts: 32 random bytes, base64url). */
export const estimateLinkParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{20,200}$/, 'This link is not valid'),
});

// Clock, ratings, mechanic dashboard ----------------------------------------------------

/** POST /job-orders/:id/clock: the viewer's own clock; starting stops any other running one. */
export const clockActionSchema = z.object({
  action: z.enum(['start', 'stop'], { error: 'Start or stop the clock' }),
  /** The job the time goes to; required to start before approval (the job being diagnosed). */
  jobId: z.uuid('Not a job id').optional(),
});

/** PATCH …/time-entries/:entryId (admin): a corrected entry, kept in the history. */
export const timeEntryUpdateSchema = z
  .object({
    startedAt: timestampSchema('Enter when the work started'),
    endedAt: timestampSchema('Enter when the work stopped'),
    note: lineText().max(500, 'Must be 500 characters or fewer').nullable().optional(),
  })
  .refine((entry) => new Date(entry.endedAt) > new Date(entry.startedAt), {
    path: ['endedAt'],
    message: 'Must be after the start',
  });

export const runningClockSchema = z
  .object({
    entryId: z.uuid(),
    jobOrderId: z.uuid(),
    number: z.number().int(),
    startedAt: z.string(),
  })
  .nullable();
export type RunningClock = z.infer<typeof runningClockSchema>;

/** The mechanic dashboard's stat strip (spec §2), live. */
export const mechanicStatsSchema = z.object({
  /** Completed job orders assigned to the mechanic (all time). */
  servicesCompleted: z.number().int(),
  /** Null until the mechanic has ratings ("No ratings yet"). */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Labor billed on their job orders completed this month (shop time zone): approved labor only. */
  earnings: money,
  /** Median minutes from assignment to their first clock-in; null without any. */
  responseTimeMinutes: z.number().nullable(),
});
export type MechanicStats = z.infer<typeof mechanicStatsSchema>;

export const mechanicDashboardSchema = z
  .object({
    queue: z.array(jobOrderSummarySchema),
    stats: mechanicStatsSchema,
    runningClock: runningClockSchema,
    timeZone: z.string(),
    currency: z.string(),
  })
  .meta({ id: 'MechanicDashboard' });
export type MechanicDashboard = z.infer<typeof mechanicDashboardSchema>;

/** "How was your visit?" from the link in the completion e-mail. */
export const visitRatingInputSchema = z.object({
  score: z
    .number({ error: 'Choose 1 to 5 stars' })
    .int('Choose 1 to 5 stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  comment: multiLineText()
    .max(2000, 'Must be 2000 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null),
});
export type VisitRatingInput = z.input<typeof visitRatingInputSchema>;

export const visitRatingViewSchema = z
  .object({
    shopName: z.string(),
    /** The shop's time zone and locale, which the dates are shown in (ADR 022). */
    timeZone: z.string(),
    locale: z.string(),
    number: z.number().int(),
    vehicle: vehicleRef.nullable(),
    mechanicName: z.string().nullable(),
    completedAt: z.string(),
    /** The answer already given (a second one is refused). */
    rating: z.object({ score: z.number().int(), comment: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'VisitRatingView' });
export type VisitRatingView = z.infer<typeof visitRatingViewSchema>;

// Canned jobs -----------------------------------------------------------------------------

export const cannedJobInputSchema = z.object({
  name: lineText({ error: 'Name is required' })
    .min(1, 'Name is required')
    .max(100, 'Name must be 100 characters or fewer'),
  description: multiLineText()
    .max(500, 'Must be 500 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null),
  lines: z
    .array(jobOrderLineInputSchema)
    .min(1, 'Add at least one line')
    .max(60, 'A canned job holds at most 60 lines'),
  active: z.boolean().optional().default(true),
});
export type CannedJobInput = z.input<typeof cannedJobInputSchema>;

export const cannedJobSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    lines: z.array(jobOrderLineInputSchema),
    /** The lines' subtotal at their saved prices. */
    total: money,
    active: z.boolean(),
  })
  .meta({ id: 'CannedJob' });
export type CannedJob = z.infer<typeof cannedJobSchema>;

export const cannedJobListSchema = z.object({ items: z.array(cannedJobSchema) });

/** The car-owner area: an open job's live status on the dashboard and vehicle pages. */
export const ownerJobStatusSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(jobOrderStatuses),
  vehicleId: z.uuid().nullable(),
  promisedAt: z.string().nullable(),
  /**
   * The estimate waiting for the owner's answer, with the total it asks in the shop's currency
   * (opened in the car-owner area at /client/estimates/:jobOrderId); null when none waits.
   */
  waitingEstimate: z.object({ total: money, currency: z.string() }).nullable(),
  /** The job's shop's time zone and locale, which its dates are shown in (ADR 022). */
  timeZone: z.string(),
  locale: z.string(),
});
export type OwnerJobStatus = z.infer<typeof ownerJobStatusSchema>;

/**
 * A canned job's line as the API sends it: the parsed line, plain. cannedJobSchema's lines are
 * the input schema, whose transforms cannot be encoded into a response, so the canned job
 * routes answer with cannedJobViewSchema (same type, CannedJob).
 */
export const cannedJobLineViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('labor'),
    serviceId: z.uuid().nullable(),
    description: z.string(),
    pricing: z.enum(laborPricings),
    quantity: z.string(),
    unitPrice: money,
  }),
  z.object({
    kind: z.literal('part'),
    description: z.string(),
    partNumber: z.string().nullable(),
    inventoryItemId: z.uuid().nullable(),
    quantity: z.string(),
    unitCost: money.nullable(),
    unitPrice: money,
  }),
  z.object({ kind: z.literal('fee'), description: z.string(), amount: money }),
  z.object({
    kind: z.literal('discount'),
    description: z.string(),
    amount: money.nullable(),
    percent: z.string().nullable(),
  }),
]);

export const cannedJobViewSchema = cannedJobSchema
  .extend({ lines: z.array(cannedJobLineViewSchema) })
  .meta({ id: 'CannedJobView' });

export const cannedJobViewListSchema = z.object({
  items: z.array(cannedJobViewSchema),
  /** The shop's currency, for the canned jobs screen (which has no job order to read it from). */
  currency: z.string().optional(),
  /** The shop's hourly labor rate: an hourly line typed in the editor defaults to it. */
  laborRate: money.optional(),
});

// Added with the clock and ratings (helper "clock") ----------------------------------------

/** What a clock action or an entry correction answers: the viewer's clock and the job's entries. */
export const jobClockSchema = z
  .object({ runningClock: runningClockSchema, timeEntries: z.array(timeEntrySchema) })
  .meta({ id: 'JobClock' });
export type JobClock = z.infer<typeof jobClockSchema>;

export const timeEntryParamsSchema = z.object({
  id: z.uuid('Not a job order id'),
  entryId: z.uuid('Not a time entry id'),
});

/** GET /dashboard/technician: an admin may look at one mechanic's. */
export const mechanicDashboardQuerySchema = z.object({
  mechanicId: z.uuid('Not a mechanic id').optional(),
});

// Declined work (issue 11, estimates) ------------------------------------------------------

export const declinedWorkListSchema = z.object({ items: z.array(declinedWorkSchema) });
export type DeclinedWorkList = z.infer<typeof declinedWorkListSchema>;

/** PATCH /declined-work/:id: the desk dismisses work the customer will not have done. */
export const declinedWorkPatchSchema = z.object({
  status: z.literal('dismissed', { error: 'Declined work can only be dismissed' }),
});

export const declinedWorkParamsSchema = z.object({ id: z.uuid('Not a declined work id') });
export const vehicleDeclinedWorkParamsSchema = z.object({ vehicleId: z.uuid('Not a vehicle id') });

/** The car owner's "Recommended services": open declined work with its shop and vehicle. */
export const ownerDeclinedWorkSchema = declinedWorkSchema
  .extend({ shopName: z.string(), vehicleLabel: z.string() })
  .meta({ id: 'OwnerDeclinedWork' });
export type OwnerDeclinedWork = z.infer<typeof ownerDeclinedWorkSchema>;
export const ownerDeclinedWorkListSchema = z.object({ items: z.array(ownerDeclinedWorkSchema) });
export type OwnerDeclinedWorkList = z.infer<typeof ownerDeclinedWorkListSchema>;
