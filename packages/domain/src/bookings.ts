import { z } from 'zod';
import { calendarDateSchema, timestampSchema } from './calendar-date.ts';
import { checkInFieldsSchema } from './check-in.ts';
import { cursorSchema } from './pagination.ts';
import { defineStatusMachine } from './status-machine.ts';
import { lineText, multiLineText } from './text.ts';

export const appointmentStatuses = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** Spec §4: pending secondary, confirmed default, completed outline, anything else secondary. */
export const appointmentBadgeVariant: Record<
  AppointmentStatus,
  'secondary' | 'default' | 'outline'
> = {
  pending: 'secondary',
  confirmed: 'default',
  in_progress: 'secondary',
  completed: 'outline',
  cancelled: 'secondary',
  no_show: 'secondary',
};

/** Calendar colours (Mantine colour names), one per status. */
export const appointmentStatusColors: Record<AppointmentStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  in_progress: 'orange',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'red',
};

/** Statuses that hold a mechanic's time (and count against free slots). */
export const activeAppointmentStatuses = ['pending', 'confirmed', 'in_progress'] as const;
/** Statuses in which time, mechanic and services may still change. */
export const reschedulableStatuses = ['pending', 'confirmed'] as const;

export const appointmentSources = ['staff', 'online'] as const;
export type AppointmentSource = (typeof appointmentSources)[number];

const deskRoles = ['admin', 'front_desk'] as const;

/**
 * pending → confirmed → in_progress → completed; pending/confirmed → cancelled or no_show.
 * A mechanic checks in and completes their own jobs; a car owner cancels their own booking
 * (before the shop's cut-off, checked by the server).
 */
export const appointmentMachine = defineStatusMachine({
  subject: 'booking',
  statuses: appointmentStatuses,
  labels: appointmentStatusLabels,
  transitions: {
    confirm: { from: ['pending'], to: 'confirmed', roles: deskRoles, label: 'Confirm' },
    check_in: {
      from: ['confirmed'],
      to: 'in_progress',
      roles: [...deskRoles, 'mechanic'],
      label: 'Check in',
    },
    complete: {
      from: ['in_progress'],
      to: 'completed',
      roles: [...deskRoles, 'mechanic'],
      label: 'Complete',
    },
    cancel: {
      from: ['pending', 'confirmed'],
      to: 'cancelled',
      roles: [...deskRoles, 'client'],
      label: 'Cancel',
      needsReason: true,
    },
    no_show: { from: ['pending', 'confirmed'], to: 'no_show', roles: deskRoles, label: 'No-show' },
  },
});
export type AppointmentAction = keyof typeof appointmentMachine.transitions;
export const appointmentActions = Object.keys(appointmentMachine.transitions) as [
  AppointmentAction,
  ...AppointmentAction[],
];

/** The Request ID people read: REQ001, REQ002, … REQ1000 (spec §3 "service request"). */
export function formatRequestNumber(number: number): string {
  return `REQ${String(number).padStart(3, '0')}`;
}

/** A typed search term as a request number ("REQ012", "req 12", "12" → 12), or null. */
export function parseRequestNumber(text: string): number | null {
  const match = /^(?:req)?\s*0*(\d{1,9})$/i.exec(text.trim());
  return match?.[1] ? Number(match[1]) : null;
}

/** Shown when a booking lost its slot to someone faster (issue #10, verbatim). */
export const SLOT_TAKEN_MESSAGE = 'That time was just taken — please pick another slot.';

/** Why a time is not free, listed in a 409 so staff can choose "book anyway". */
export const availabilityConflictKinds = [
  'outside_opening_hours',
  'closed',
  'outside_working_hours',
  'time_off',
  'overlap',
  'in_the_past',
  /** Online bookings only: inside the shop's minimum notice, or past its horizon. */
  'too_soon',
  'beyond_horizon',
] as const;
export const availabilityConflictSchema = z.object({
  kind: z.enum(availabilityConflictKinds),
  message: z.string(),
});
export type AvailabilityConflict = z.infer<typeof availabilityConflictSchema>;

const notes = multiLineText()
  .max(2000, 'Must be 2000 characters or fewer')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const serviceIds = z
  .array(z.uuid(), { error: 'Choose at least one service' })
  .min(1, 'Choose at least one service')
  .max(10, 'At most 10 services')
  .refine((ids) => new Set(ids).size === ids.length, 'A service is listed twice');

/** A mechanic's id, null for "Unassigned", or "any" for the server to pick a free mechanic. */
export const mechanicChoiceSchema = z.union([z.uuid(), z.literal('any')]).nullable();

export const appointmentInputSchema = z.object({
  clientId: z.uuid({ error: 'Choose a client' }),
  vehicleId: z.uuid({ error: 'Choose a vehicle' }).nullable(),
  serviceIds,
  mechanicId: mechanicChoiceSchema,
  startsAt: timestampSchema('Choose a start time'),
  notes,
  /** Staff confirmed booking outside availability or over another booking. */
  bookAnyway: z.boolean().optional().default(false),
});
export type AppointmentInput = z.input<typeof appointmentInputSchema>;

/** PATCH: reschedule (drag), resize, reassign, change services or notes. */
export const appointmentUpdateSchema = z.object({
  startsAt: timestampSchema().optional(),
  /** A resize sets the end directly; otherwise the end follows the services' total duration. */
  endsAt: timestampSchema().optional(),
  mechanicId: mechanicChoiceSchema.optional(),
  vehicleId: z.uuid().nullable().optional(),
  serviceIds: serviceIds.optional(),
  notes,
  bookAnyway: z.boolean().optional().default(false),
});
export type AppointmentUpdateInput = z.input<typeof appointmentUpdateSchema>;

/**
 * POST …/transitions: the action, a reason where it needs one, and on check-in what the desk
 * reads off the vehicle (mileage in) and promises (the job order it opens keeps both).
 */
export const appointmentTransitionSchema = z.object({
  action: z.enum(appointmentActions),
  reason: lineText().max(500, 'Must be 500 characters or fewer').nullable().optional(),
  mileageIn: checkInFieldsSchema.shape.mileageIn.optional().default(null),
  promisedAt: checkInFieldsSchema.shape.promisedAt,
});
export type AppointmentTransitionInput = z.input<typeof appointmentTransitionSchema>;

const person = z.object({ id: z.uuid(), name: z.string() });

/** One row of the calendar, the Manage Bookings list and the Service Requests panel. */
export const appointmentSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(appointmentStatuses),
    source: z.enum(appointmentSources),
    startsAt: z.string(),
    endsAt: z.string(),
    client: person.extend({ phone: z.string().nullable() }),
    vehicle: z
      .object({ id: z.uuid(), label: z.string(), registrationNumber: z.string().nullable() })
      .nullable(),
    /** Service names joined, e.g. "Oil Change, Tire Rotation". */
    serviceSummary: z.string(),
    mechanic: person.nullable(),
    overridden: z.boolean(),
  })
  .meta({ id: 'AppointmentSummary' });
export type AppointmentSummary = z.infer<typeof appointmentSummarySchema>;

export const historyEntrySchema = z
  .object({
    id: z.uuid(),
    action: z.string(),
    fromStatus: z.string().nullable(),
    toStatus: z.string().nullable(),
    actorName: z.string(),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    occurredAt: z.string(),
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const appointmentDetailSchema = appointmentSummarySchema
  .extend({
    /** With its last recorded mileage, the hint beside check-in's Mileage in. */
    vehicle: z
      .object({
        id: z.uuid(),
        label: z.string(),
        registrationNumber: z.string().nullable(),
        mileage: z.number().int().nullable(),
      })
      .nullable(),
    client: person.extend({ phone: z.string().nullable(), email: z.string().nullable() }),
    services: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        durationMinutes: z.number().int(),
        price: z.string(),
      }),
    ),
    notes: z.string().nullable(),
    cancelReason: z.string().nullable(),
    createdAt: z.string(),
    history: z.array(historyEntrySchema),
    timeZone: z.string(),
    /** The job order its check-in opened (JO-1042), null before check-in. */
    jobOrder: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
  })
  .meta({ id: 'AppointmentDetail' });
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;

export const appointmentIdParamsSchema = z.object({ id: z.uuid('Not an appointment id') });

const localDate = calendarDateSchema();

/**
 * Which bookings Manage Bookings shows first: those from today on (soonest first, the default),
 * those before today (latest first), or all of them.
 */
export const bookingListViews = ['upcoming', 'past', 'all'] as const;
export type BookingListView = (typeof bookingListViews)[number];

/** Manage Bookings: server-side search and filters, keyset pages in start order. */
export const appointmentListQuerySchema = z
  .object({
    /** Client name, phone or e-mail, the vehicle's plate, or the request number (REQ012). */
    search: lineText().max(100).optional(),
    status: z.enum(appointmentStatuses).optional(),
    source: z.enum(appointmentSources).optional(),
    mechanicId: z.union([z.uuid(), z.literal('unassigned')]).optional(),
    /** Local calendar dates, inclusive, in the shop's time zone. */
    from: localDate.optional(),
    to: localDate.optional(),
    /** Upcoming: from today on (shop time); past: before today. Order follows unless given. */
    when: z.enum(bookingListViews).optional().default('all'),
    order: z.enum(['asc', 'desc']).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional().default(25),
    cursor: cursorSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Must be on or after the from date',
  });
export const appointmentListSchema = z
  .object({ items: z.array(appointmentSummarySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'AppointmentList' });
export type AppointmentList = z.infer<typeof appointmentListSchema>;

/** GET /appointments/calendar: every appointment overlapping [from, to) (instants), capped. */
export const CALENDAR_RANGE_MAX_DAYS = 42;
export const calendarQuerySchema = z.object({
  from: timestampSchema(),
  to: timestampSchema(),
  mechanicId: z.union([z.uuid(), z.literal('unassigned')]).optional(),
  status: z.enum(appointmentStatuses).optional(),
});
export const calendarSchema = z
  .object({ timeZone: z.string(), items: z.array(appointmentSummarySchema) })
  .meta({ id: 'Calendar' });
export type Calendar = z.infer<typeof calendarSchema>;

/** A mechanic's calendar feed: the secret address their phone's calendar subscribes to. */
export const calendarFeedSchema = z
  .object({
    /** https://…/api/v1/calendar-feed/<token>; a new one replaces (revokes) the old. */
    url: z.string(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
/** The address's secret: 32 random bytes, base64url (43 characters). */
export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, 'Not a calendar feed address'),
});
/** The feed covers this many days back and ahead of today. */
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 90;
