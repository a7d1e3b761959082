import { z } from 'zod';
import { clientInputSchema, clientSchema } from './clients.ts';
import { ownerJobStatusSchema } from './job-order-views.ts';
import { cursorSchema } from './pagination.ts';
import { lineText } from './text.ts';
import { vehicleListItemSchema } from './vehicles.ts';

/**
 * The car-owner area (`/client/*`, `/api/v1/portal/*`): a car owner's account is linked to client
 * records (`clients.user_id`) in any number of shops, and every answer here is limited to them.
 */

/** A record's shop, with the time zone and locale its dates are shown in (ADR 022). */
export const shopRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timeZone: z.string(),
  locale: z.string(),
});
export type ShopRef = z.infer<typeof shopRefSchema>;

/** A workshop a car owner can choose when they are linked to none (or want another). */
export const workshopSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
    /** Names of the active services it offers, alphabetical. */
    services: z.array(z.string()),
    /** The car owner already has a client record there. */
    joined: z.boolean(),
  })
  .meta({ id: 'WorkshopSummary' });
export type WorkshopSummary = z.infer<typeof workshopSummarySchema>;

export const joinWorkshopSchema = z.object({ shopId: z.uuid({ error: 'Choose a workshop' }) });
export type JoinWorkshopInput = z.input<typeof joinWorkshopSchema>;

/**
 * The car owner's own client record in one shop. The shop's internal notes and tags ("VIP",
 * "Pays late") are never sent to them.
 */
export const ownerClientSchema = clientSchema
  .omit({ notes: true, tags: true, hasPortalAccess: true, archivedAt: true })
  .extend({ shop: shopRefSchema })
  .meta({ id: 'OwnerClient' });
export type OwnerClient = z.infer<typeof ownerClientSchema>;

export const OWNER_PROFILE_FIELDS_MESSAGE =
  'Only your contact details, address and emergency contact can be changed here';

/** What a car owner may change on their record: contact details, address, preferred contact,
 * emergency contact — never tags, company, tax id or notes, which the shop owns. */
const ownerProfileFields = clientInputSchema
  .pick({
    name: true,
    email: true,
    phone: true,
    address: true,
    city: true,
    state: true,
    postalCode: true,
    country: true,
    dateOfBirth: true,
    preferredContact: true,
    emergencyContactName: true,
    emergencyContactPhone: true,
    emergencyContactRelation: true,
  })
  .partial().shape;
export const ownerProfilePatchSchema = z.strictObject(ownerProfileFields, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `${OWNER_PROFILE_FIELDS_MESSAGE} (not ${issue.keys.join(', ')})`
      : undefined,
});
export type OwnerProfilePatch = z.input<typeof ownerProfilePatchSchema>;

/** One line of a job order as the client sees it. */
export const serviceLineKinds = ['labor', 'part', 'fee', 'discount', 'tax'] as const;
export const serviceLineKindLabels: Record<(typeof serviceLineKinds)[number], string> = {
  labor: 'Labor',
  part: 'Part',
  fee: 'Fee',
  discount: 'Discount',
  tax: 'Tax',
};

/** A line of a visit as billed: the lines add up to the visit's total. */
export const serviceLineSchema = z.object({
  id: z.uuid(),
  /** A discount is one line of the visit's discount, as a negative amount; tax one line of its tax. */
  kind: z.enum(serviceLineKinds),
  description: z.string(),
  /** Decimal strings ("1.00", "45.50"); amount = quantity × unit price. */
  quantity: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
});
export type ServiceLine = z.infer<typeof serviceLineSchema>;

/** A completed job order (service visit), for the client profile and the car-owner history. */
export const serviceHistoryItemSchema = z
  .object({
    id: z.uuid(),
    shop: shopRefSchema,
    clientId: z.uuid(),
    completedAt: z.iso.datetime({ offset: true }),
    vehicle: z
      .object({
        id: z.uuid(),
        make: z.string(),
        model: z.string(),
        year: z.number().int().nullable(),
        registrationNumber: z.string().nullable(),
      })
      .nullable(),
    /** The odometer when the car left (mileage out), else when it came in. */
    mileage: z.number().int().nullable(),
    /** Names of the services done (service lines, else the booked service), in line order. */
    services: z.array(z.string()),
    description: z.string().nullable(),
    lines: z.array(serviceLineSchema),
    /** What it cost: the invoice's total once issued, else the approved total. Two decimals. */
    total: z.string(),
  })
  .meta({ id: 'ServiceHistoryItem' });
export type ServiceHistoryItem = z.infer<typeof serviceHistoryItemSchema>;

export const serviceHistoryQuerySchema = z.object({
  vehicleId: z.uuid('Not a vehicle id').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** Opaque: the `nextCursor` of the previous page, with the same filter. */
  cursor: cursorSchema,
});
export type ServiceHistoryQuery = z.input<typeof serviceHistoryQuerySchema>;

/** The car owner's history: all their workshops, or one of their client records (`clientId`). */
export const ownerServiceHistoryQuerySchema = serviceHistoryQuerySchema.extend({
  clientId: z.uuid('Not a client id').optional(),
});
export type OwnerServiceHistoryQuery = z.input<typeof ownerServiceHistoryQuerySchema>;

export const serviceHistoryListSchema = z
  .object({ items: z.array(serviceHistoryItemSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ServiceHistoryList' });
export type ServiceHistoryList = z.infer<typeof serviceHistoryListSchema>;

/** A car owner's vehicle, with the shop that keeps it. */
export const ownerVehicleSchema = vehicleListItemSchema
  .extend({
    shop: shopRefSchema,
    /** Its job orders not yet completed or cancelled, with their live status. */
    openJobs: z.array(ownerJobStatusSchema).optional(),
  })
  .meta({ id: 'OwnerVehicle' });
export type OwnerVehicle = z.infer<typeof ownerVehicleSchema>;

/** An upcoming booked visit (appointment pending or confirmed, starting from now). */
export const upcomingVisitSchema = z.object({
  id: z.uuid(),
  shop: shopRefSchema,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  status: z.enum(['pending', 'confirmed']),
  serviceName: z.string().nullable(),
  vehicle: z
    .object({
      id: z.uuid(),
      make: z.string(),
      model: z.string(),
      year: z.number().int().nullable(),
    })
    .nullable(),
});
export type UpcomingVisit = z.infer<typeof upcomingVisitSchema>;

/** A vehicle due for a service: its last completed visit is older than the reminder interval. */
export const serviceDueSchema = z.object({
  vehicleId: z.uuid(),
  make: z.string(),
  model: z.string(),
  shop: shopRefSchema,
  lastServiceDate: z.iso.date().nullable(),
});

/** `GET /api/v1/portal/dashboard`: everything from the database, nothing sampled. */
export const ownerDashboardSchema = z
  .object({
    /** The shops the car owner is a client of; empty means they should choose one. */
    workshops: z.array(shopRefSchema.extend({ clientId: z.uuid() })),
    vehicles: z.array(ownerVehicleSchema),
    upcomingVisits: z.array(upcomingVisitSchema),
    servicesDue: z.array(serviceDueSchema),
    /** The five latest completed services. */
    recentServices: z.array(serviceHistoryItemSchema),
    /** Sum of completed job orders over all their shops, decimal string. */
    totalSpent: z.string(),
    /** Messages from their shops they have not opened yet. */
    unreadMessages: z.number().int(),
    /** Their job orders not yet completed or cancelled, with their live status, by number. */
    openJobs: z.array(ownerJobStatusSchema).optional(),
  })
  .meta({ id: 'OwnerDashboard' });
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;

/** `POST /api/v1/clients/:id/portal-invitation` (staff): where the invitation link went. */
export const ownerInvitationSentSchema = z.object({ sentTo: z.string() });
export type OwnerInvitationSent = z.infer<typeof ownerInvitationSentSchema>;

export const ownerInvitationParamsSchema = z.object({
  token: lineText().min(20, 'This invitation link is incomplete').max(200),
});

/** What a portal invitation link (`/client/join?token=…`) shows before the person signs in. */
export const ownerInvitationPreviewSchema = z
  .object({ shopName: z.string(), clientName: z.string(), email: z.string() })
  .meta({ id: 'PortalInvitationPreview' });
export type OwnerInvitationPreview = z.infer<typeof ownerInvitationPreviewSchema>;
