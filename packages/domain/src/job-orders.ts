import { z } from 'zod';
import type { AppointmentStatus } from './bookings.ts';
import { checkInFieldsSchema, mileageSchema } from './check-in.ts';
import {
  compareMoney,
  decimalQuantity,
  MONEY_MAX,
  type Money,
  minMoney,
  moneyAmount,
  multiplyMoney,
  percentage,
  percentOf,
  subtractMoney,
  sumMoney,
} from './money.ts';
import { defineStatusMachine } from './status-machine.ts';
import { lineText, multiLineText } from './text.ts';

export const jobOrderStatuses = [
  'estimate',
  'awaiting_approval',
  'approved',
  'in_progress',
  'waiting_for_parts',
  'ready_for_pickup',
  'completed',
  'cancelled',
] as const;
export type JobOrderStatus = (typeof jobOrderStatuses)[number];

export const jobOrderStatusLabels: Record<JobOrderStatus, string> = {
  estimate: 'Estimate',
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  in_progress: 'In progress',
  waiting_for_parts: 'Waiting for parts',
  ready_for_pickup: 'Ready for pickup',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Everything not completed or cancelled: the Pending list and its sidebar badge. */
export const openJobOrderStatuses = [
  'estimate',
  'awaiting_approval',
  'approved',
  'in_progress',
  'waiting_for_parts',
  'ready_for_pickup',
] as const satisfies readonly JobOrderStatus[];

/** The statuses in which the approved work is done, so a work clock may run. */
export const workClockStatuses = [
  'approved',
  'in_progress',
  'waiting_for_parts',
] as const satisfies readonly JobOrderStatus[];

/**
 * Before the customer has approved: the clock runs only on a job being diagnosed (or inspected),
 * named when it starts, so that time is not lost to the figures (issue 23).
 */
export const diagnosisClockStatuses = [
  'estimate',
  'awaiting_approval',
] as const satisfies readonly JobOrderStatus[];

/** How the clock may start on a job order in `status`: for work, for a diagnosis, or not at all. */
export function clockMode(status: JobOrderStatus): 'work' | 'diagnosis' | null {
  if ((workClockStatuses as readonly JobOrderStatus[]).includes(status)) return 'work';
  if ((diagnosisClockStatuses as readonly JobOrderStatus[]).includes(status)) return 'diagnosis';
  return null;
}

const deskRoles = ['admin', 'front_desk'] as const;
/** Mechanics move only the jobs assigned to them (checked by the server). */
const workRoles = [...deskRoles, 'mechanic'] as const;

/**
 * estimate → awaiting_approval → approved → in_progress → waiting_for_parts → ready_for_pickup
 * → completed; any open status → cancelled (with a reason). The moves back:
 * - waiting_for_parts → in_progress ("Resume work") when the parts arrive;
 * - ready_for_pickup → in_progress ("Back to work") when a check at pickup finds a problem;
 * - approved, in_progress or waiting_for_parts → awaiting_approval ("Send estimate" again)
 *   when the approved work changes: the customer approves the new estimate before it is done;
 * - awaiting_approval → awaiting_approval ("Send estimate") re-sends after a change, and the
 *   new link replaces the old.
 * "Record approval" is staff noting an answer given at the counter or by phone; a customer's
 * answer through the estimate link takes the same move on the server. Only the desk sends
 * estimates, records approvals, completes (pickup, mileage out) and cancels; mechanics move
 * the work itself.
 */
export const jobOrderMachine = defineStatusMachine({
  subject: 'job order',
  statuses: jobOrderStatuses,
  labels: jobOrderStatusLabels,
  transitions: {
    send_estimate: {
      from: ['estimate', 'awaiting_approval', 'approved', 'in_progress', 'waiting_for_parts'],
      to: 'awaiting_approval',
      roles: deskRoles,
      label: 'Send estimate',
    },
    record_approval: {
      from: ['estimate', 'awaiting_approval'],
      to: 'approved',
      roles: deskRoles,
      label: 'Record approval',
    },
    start_work: { from: ['approved'], to: 'in_progress', roles: workRoles, label: 'Start work' },
    wait_for_parts: {
      from: ['in_progress'],
      to: 'waiting_for_parts',
      roles: workRoles,
      label: 'Wait for parts',
    },
    resume_work: {
      from: ['waiting_for_parts'],
      to: 'in_progress',
      roles: workRoles,
      label: 'Resume work',
    },
    mark_ready: {
      from: ['in_progress'],
      to: 'ready_for_pickup',
      roles: workRoles,
      label: 'Mark ready for pickup',
    },
    back_to_work: {
      from: ['ready_for_pickup'],
      to: 'in_progress',
      roles: workRoles,
      label: 'Back to work',
    },
    complete: { from: ['ready_for_pickup'], to: 'completed', roles: deskRoles, label: 'Complete' },
    cancel: {
      from: openJobOrderStatuses,
      to: 'cancelled',
      roles: deskRoles,
      label: 'Cancel',
      needsReason: true,
    },
  },
});
export type JobOrderAction = keyof typeof jobOrderMachine.transitions;
export const jobOrderActions = Object.keys(jobOrderMachine.transitions) as [
  JobOrderAction,
  ...JobOrderAction[],
];

/**
 * The booking a job order was checked in from stays in progress while the work goes on and ends
 * with the job order: completed with it, or cancelled with it (the job's reason).
 */
export const bookingStatusAtJobOrderEnd = {
  completed: 'completed',
  cancelled: 'cancelled',
} as const satisfies Partial<Record<JobOrderStatus, AppointmentStatus>>;

/** The number people read: JO-0007, JO-1042, JO-12345 (per shop, from its sequence). */
export function formatJobOrderNumber(number: number): string {
  return `JO-${String(number).padStart(4, '0')}`;
}

/** A typed search term as a job order number ("JO-1042", "jo1042", "1042" → 1042), or null. */
export function parseJobOrderNumber(text: string): number | null {
  const match = /^(?:jo-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match?.[1] ? Number(match[1]) : null;
}

// Lines -----------------------------------------------------------------------------------

/**
 * The time a promised day gets when only the day is picked: the end of a working day, not the
 * midnight that starts it (which read "Promised … 12:00 AM").
 */
export const PROMISED_DEFAULT_TIME = '17:00';

export const jobOrderLineKinds = ['labor', 'part', 'fee', 'discount'] as const;
export type JobOrderLineKind = (typeof jobOrderLineKinds)[number];

/** The customer's answer to a line of an estimate; declined work is kept on the vehicle. */
export const lineApprovals = ['pending', 'approved', 'declined'] as const;
export type LineApproval = (typeof lineApprovals)[number];

/** Flat: the service's price per unit. Hourly: quantity is hours × the shop's labor rate. */
export const laborPricings = ['flat', 'hourly'] as const;
export type LaborPricing = (typeof laborPricings)[number];

const description = lineText({ error: 'Description is required' })
  .min(1, 'Description is required')
  .max(200, 'Description must be 200 characters or fewer');

const laborLineSchema = z.object({
  kind: z.literal('labor'),
  /** The catalogue service it came from; null for labor typed by hand. */
  serviceId: z.uuid({ error: 'Not a service' }).nullable().optional().default(null),
  description,
  pricing: z.enum(laborPricings, { error: 'Choose flat rate or hourly' }),
  quantity: decimalQuantity('Hours or quantity'),
  unitPrice: moneyAmount('Rate'),
});

const partLineSchema = z.object({
  kind: z.literal('part'),
  description,
  partNumber: lineText()
    .max(60, 'Part number must be 60 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null),
  /**
   * The inventory item the part comes from (its stock is reserved with the job), or null for a
   * part typed by hand. With an item, the server takes the unit cost from it.
   */
  inventoryItemId: z.uuid({ error: 'Not an inventory item' }).nullable().optional().default(null),
  quantity: decimalQuantity('Quantity'),
  /** What the shop paid; null when unknown (the margin report skips it). */
  unitCost: moneyAmount('Unit cost').nullable().optional().default(null),
  unitPrice: moneyAmount('Unit price'),
});

const feeLineSchema = z.object({
  kind: z.literal('fee'),
  description,
  amount: moneyAmount('Fee'),
});

/**
 * An amount off, or a percentage of the labor + parts + fees subtotal (never of other discounts);
 * a percentage is more than 0 (0 % takes nothing off).
 */
const discountLineSchema = z
  .object({
    kind: z.literal('discount'),
    description,
    amount: moneyAmount('Discount amount').nullable().optional().default(null),
    percent: percentage('Discount percentage').nullable().optional().default(null),
  })
  .superRefine((line, ctx) => {
    if ((line.amount === null) === (line.percent === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Enter either an amount or a percentage',
      });
    }
    if (line.percent !== null && compareMoney(line.percent, '0') <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: 'Discount percentage must be more than 0',
      });
    }
  });

/** A job order line as staff add or edit it, by kind. */
export const jobOrderLineInputSchema = z.discriminatedUnion(
  'kind',
  [laborLineSchema, partLineSchema, feeLineSchema, discountLineSchema],
  { error: 'Choose labor, part, fee or discount' },
);
export type JobOrderLineInput = z.input<typeof jobOrderLineInputSchema>;
export type JobOrderLineParsed = z.output<typeof jobOrderLineInputSchema>;

/** A line as totals read it: its fields plus the customer's answer. */
export type JobOrderLine = JobOrderLineParsed & { approval: LineApproval };

/**
 * A labor line from a catalogue service: flat rate takes the service's price (per unit);
 * hourly takes `hours` × the shop's labor rate. The result is a line to add or to edit first.
 */
export function laborLineFromService(
  service: { id: string; name: string; price: Money },
  pricing: { kind: 'flat'; quantity?: Money } | { kind: 'hourly'; hours: Money; laborRate: Money },
): z.output<typeof laborLineSchema> {
  const base = { kind: 'labor', serviceId: service.id, description: service.name } as const;
  return pricing.kind === 'flat'
    ? { ...base, pricing: 'flat', quantity: pricing.quantity ?? '1.00', unitPrice: service.price }
    : { ...base, pricing: 'hourly', quantity: pricing.hours, unitPrice: pricing.laborRate };
}

/** The amount a labor, part or fee line adds (quantity × unit price, rounded to cents once). */
export function workLineAmount(line: Exclude<JobOrderLineParsed, { kind: 'discount' }>): Money {
  return line.kind === 'fee' ? line.amount : multiplyMoney(line.quantity, line.unitPrice);
}

export interface JobOrderTotals {
  labor: Money;
  parts: Money;
  fees: Money;
  /** What the discounts take off (0 or more, never more than labor + parts + fees). */
  discount: Money;
  /** labor + parts + fees − discount: the work as it stands (tax comes with the invoice). */
  subtotal: Money;
  /** The subtotal had every line been approved: what the estimate asked for. */
  presentedTotal: Money;
  /** The subtotal of approved work only; approved ÷ presented is the close ratio. */
  approvedTotal: Money;
}

type Counted = (line: JobOrderLine) => boolean;

/**
 * A line the customer is billed for: work they approved, and every discount (discounts are not
 * answered; they apply to the work that is counted). The invoice from a job order carries these.
 */
export function isBilledLine(line: Pick<JobOrderLine, 'kind' | 'approval'>): boolean {
  return line.kind === 'discount' || line.approval === 'approved';
}

function totalsOf(lines: readonly JobOrderLine[], counted: Counted) {
  const work = (kind: 'labor' | 'part' | 'fee') =>
    sumMoney(
      lines.flatMap((line) => (line.kind === kind && counted(line) ? [workLineAmount(line)] : [])),
    );
  const labor = work('labor');
  const parts = work('part');
  const fees = work('fee');
  const base = sumMoney([labor, parts, fees]);
  // Every discount is taken from the same base (they do not compound), and together they
  // never take more than the base, so a subtotal is never below zero.
  const wanted = sumMoney(
    lines.flatMap((line) =>
      line.kind === 'discount'
        ? [line.percent === null ? (line.amount ?? '0') : percentOf(base, line.percent)]
        : [],
    ),
  );
  const discount = minMoney(wanted, base);
  return { labor, parts, fees, discount, subtotal: subtractMoney(base, discount) };
}

/**
 * The job order's totals. Each line is rounded to cents before it is added, so the total is
 * the sum of the amounts printed on the lines. Declined lines are left out of the work;
 * discounts are not answered by the customer and apply to whatever work is counted. Tax is
 * not computed here: the invoice adds it.
 */
export function computeJobOrderTotals(lines: readonly JobOrderLine[]): JobOrderTotals {
  const current = totalsOf(lines, (line) => line.approval !== 'declined');
  return {
    ...current,
    presentedTotal: totalsOf(lines, () => true).subtotal,
    approvedTotal: totalsOf(lines, isBilledLine).subtotal,
  };
}

/** True when the amount exceeds what a job order's total can hold (numeric(12,2)). */
export function exceedsJobOrderTotal(amount: Money): boolean {
  return compareMoney(amount, MONEY_MAX) > 0;
}

// Requests --------------------------------------------------------------------------------

/** A walk-in job order (a booking's check-in carries client, vehicle and services over). */
export const jobOrderCreateSchema = z.object({
  clientId: z.uuid({ error: 'Choose a client' }),
  vehicleId: z.uuid({ error: 'Choose a vehicle' }),
  ...checkInFieldsSchema.shape,
  concern: multiLineText({ error: "Describe the customer's concern" })
    .min(1, "Describe the customer's concern")
    .max(2000, 'Must be 2000 characters or fewer'),
  /** Null for "Unassigned". */
  mechanicId: z.uuid({ error: 'Choose a mechanic' }).nullable(),
});
export type JobOrderCreateInput = z.input<typeof jobOrderCreateSchema>;
export type JobOrderCreateParsed = z.output<typeof jobOrderCreateSchema>;

/** POST …/transitions: the action, a reason where the action needs one, mileage out on complete. */
export const jobOrderTransitionSchema = z
  .object({
    action: z.enum(jobOrderActions, { error: 'Not a job order action' }),
    reason: lineText()
      .max(500, 'Must be 500 characters or fewer')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional()
      .default(null),
    /** Read on complete only: updates the vehicle's mileage. */
    mileageOut: mileageSchema('Mileage out').nullable().optional().default(null),
  })
  .superRefine((body, ctx) => {
    const transition = jobOrderMachine.transitions[body.action];
    if (transition.needsReason && body.reason === null) {
      const message = `Give a reason to ${transition.label.toLowerCase()}`;
      ctx.addIssue({ code: 'custom', path: ['reason'], message });
    }
  });
export type JobOrderTransitionInput = z.input<typeof jobOrderTransitionSchema>;
