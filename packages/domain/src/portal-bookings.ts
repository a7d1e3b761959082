import { z } from 'zod';
import {
  appointmentSources,
  appointmentStatuses,
  historyEntrySchema,
  reschedulableStatuses,
} from './bookings.ts';
import { calendarDateSchema, timestampSchema } from './calendar-date.ts';
import { type DateFormat, formatDateTime } from './date-format.ts';
import { countLabel } from './plural.ts';
import { lineText, multiLineText } from './text.ts';

/**
 * Online booking by car owners (issue #10): the public list of workshops that take online
 * bookings (signed out), and the car owner's own bookings under `/api/v1/portal/bookings`.
 */

/** A workshop that takes online bookings (`GET /public/workshops`). */
export const publicWorkshopSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    timeZone: z.string(),
    /** Bookings can be moved or cancelled online until this many hours before they start. */
    cutoffHours: z.number().int(),
  })
  .meta({ id: 'PublicWorkshop' });
export type PublicWorkshop = z.infer<typeof publicWorkshopSchema>;

/** A workshop in the booking flow of a signed-in car owner: theirs and the public ones. */
export const bookingWorkshopSchema = publicWorkshopSchema
  .extend({
    /** Their client record there, null when they are not a client yet. */
    clientId: z.uuid().nullable(),
    /** Whether it takes online bookings now (a linked shop may not). */
    onlineBooking: z.boolean(),
  })
  .meta({ id: 'BookingWorkshop' });
export type BookingWorkshop = z.infer<typeof bookingWorkshopSchema>;

/** An active service a car owner can book (`GET /public/workshops/:shopId/services`). */
export const publicServiceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    category: z.string(),
    description: z.string().nullable(),
    durationMinutes: z.number().int(),
    /** Decimal string in the shop's currency. */
    price: z.string(),
    currency: z.string(),
  })
  .meta({ id: 'PublicService' });
export type PublicService = z.infer<typeof publicServiceSchema>;

export const workshopParamsSchema = z.object({ shopId: z.uuid('Not a workshop id') });
export const portalBookingParamsSchema = z.object({ id: z.uuid('Not a booking id') });

const serviceIds = z
  .array(z.uuid(), { error: 'Choose at least one service' })
  .min(1, 'Choose at least one service')
  .max(10, 'At most 10 services')
  .refine((ids) => new Set(ids).size === ids.length, 'A service is listed twice');

const notes = multiLineText()
  .max(2000, 'Must be 2000 characters or fewer')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** `POST /portal/bookings`: the car owner books one of their vehicles into a free slot. */
export const portalBookingInputSchema = z.object({
  shopId: z.uuid({ error: 'Choose a workshop' }),
  vehicleId: z.uuid({ error: 'Choose a vehicle' }),
  serviceIds,
  startsAt: timestampSchema('Choose a time'),
  notes,
});
export type PortalBookingInput = z.input<typeof portalBookingInputSchema>;

/** `PATCH /portal/bookings/:id`: move the booking to another free slot. */
export const portalBookingUpdateSchema = z.object({
  startsAt: timestampSchema('Choose a time'),
});
export type PortalBookingUpdate = z.input<typeof portalBookingUpdateSchema>;

/** `POST /portal/bookings/:id/cancel`. */
export const portalBookingCancelSchema = z.object({
  reason: lineText().max(500, 'Must be 500 characters or fewer').nullable().optional(),
});
export type PortalBookingCancel = z.input<typeof portalBookingCancelSchema>;

/** `GET /portal/bookings/:id/slots`: free times to move the booking to (it does not block itself). */
export const portalBookingSlotsQuerySchema = z
  .object({
    from: calendarDateSchema(),
    to: calendarDateSchema(),
  })
  .refine((query) => query.to >= query.from, {
    message: 'The last day must not be before the first',
    path: ['to'],
  });

/** The reason a car owner can no longer change a booking online: its cut-off has passed. */
export function cutoffMessage(options: { cutoffHours: number; shopName: string }): string {
  return `Bookings can be changed or cancelled online until ${countLabel(options.cutoffHours, { one: 'hour', other: 'hours' })} before they start. Please contact ${options.shopName} to change this one.`;
}

/**
 * What the booking flow's last step promises about changing the booking: the exact moment the
 * cut-off ends, or — for a visit already inside it (a same-day booking) — that only the workshop
 * can change it.
 */
export function changeWindowMessage(options: {
  startsAt: string;
  cutoffHours: number;
  /** The shop's zone and locale, which the moment is written in. */
  format: DateFormat;
  shopName: string;
  now: Date;
}): string {
  const until = new Date(Date.parse(options.startsAt) - options.cutoffHours * 3_600_000);
  if (until > options.now) {
    return `You can reschedule or cancel it from your bookings until ${formatDateTime(until, options.format)}.`;
  }
  return `This visit is less than ${countLabel(options.cutoffHours, { one: 'hour', other: 'hours' })} away, so it cannot be changed or cancelled online: please contact ${options.shopName} to change it.`;
}

/** One of the car owner's bookings. */
export const ownerBookingSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(appointmentStatuses),
    source: z.enum(appointmentSources),
    startsAt: z.string(),
    endsAt: z.string(),
    /** The shop's time zone and locale: times are shown in them (ADR 022). */
    timeZone: z.string(),
    locale: z.string(),
    shop: z.object({
      id: z.uuid(),
      name: z.string(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    services: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        durationMinutes: z.number().int(),
        price: z.string(),
      }),
    ),
    /** Service names joined, e.g. "Oil Change, Tire Rotation". */
    serviceSummary: z.string(),
    vehicle: z
      .object({ id: z.uuid(), label: z.string(), registrationNumber: z.string().nullable() })
      .nullable(),
    notes: z.string().nullable(),
    cancelReason: z.string().nullable(),
    /**
     * Until when the car owner may reschedule or cancel it online (the shop's cut-off before the
     * start); null when its status no longer allows changes.
     */
    changeableUntil: z.string().nullable(),
    /** Whether it can be rescheduled or cancelled now. */
    canChange: z.boolean(),
  })
  .meta({ id: 'OwnerBooking' });
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

export const ownerBookingDetailSchema = ownerBookingSchema
  .extend({ history: z.array(historyEntrySchema) })
  .meta({ id: 'OwnerBookingDetail' });
export type OwnerBookingDetail = z.infer<typeof ownerBookingDetailSchema>;

/** How many bookings each list of `GET /portal/bookings` holds at most. */
export const OWNER_BOOKINGS_LIMIT = 50;

/**
 * `GET /portal/bookings`: upcoming (live, soonest first) and past (ended, cancelled or no-show;
 * latest first), each capped at OWNER_BOOKINGS_LIMIT.
 */
export const ownerBookingListSchema = z
  .object({ upcoming: z.array(ownerBookingSchema), past: z.array(ownerBookingSchema) })
  .meta({ id: 'OwnerBookingList' });
export type OwnerBookingList = z.infer<typeof ownerBookingListSchema>;

/** Statuses a car owner may still move or cancel (before the cut-off). */
export const ownerChangeableStatuses = reschedulableStatuses;
