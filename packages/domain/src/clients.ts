import { z } from 'zod';
import { calendarDateSchema, isCalendarDate } from './calendar-date.ts';
import { uniqueTags } from './format.ts';
import { cursorSchema } from './pagination.ts';
import { looksLikePhone, PHONE_MESSAGE } from './phone-rules.ts';
import { problemSchema } from './problem.ts';
import { lineText, multiLineText } from './text.ts';

/** The tag filter's options (spec §9); other tags may be typed freely. */
export const clientTags = ['VIP', 'Premium', 'Regular'] as const;
export type ClientTag = (typeof clientTags)[number];

export const preferredContacts = ['email', 'phone', 'sms', 'whatsapp'] as const;
export type PreferredContact = (typeof preferredContacts)[number];

/** Earliest date of birth the form accepts (spec §9). */
export const MIN_DATE_OF_BIRTH = '1900-01-01';
export const MAX_CLIENT_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/**
 * Today's date in the time zone furthest ahead (UTC+14): no one anywhere can have been born
 * after it, so the server never refuses a date that is "today" for the person typing it.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Tags cleaned as typed, with the filter's tags in their canonical spelling ("vip" → "VIP"). */
export function cleanClientTags(tags: readonly string[]): string[] {
  return uniqueTags(
    tags.map((tag) => {
      const trimmed = tag.trim();
      return clientTags.find((known) => known.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
    }),
  );
}

/** Optional text: trimmed; empty saved as null (spec §5). Notes may span lines. */
const optionalText = (max: number, text: typeof lineText = lineText) =>
  text()
    .max(max, `Must be ${max} characters or fewer`)
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (message: string, max: number) =>
  lineText(message).min(1, message).max(max, `Must be ${max} characters or fewer`);

const clientFields = {
  name: requiredText('Full Name is required', 200),
  email: z
    .union([z.literal(''), lineText().pipe(z.email('Enter a valid email address').max(254))])
    .nullish()
    .transform((value) => (value ? value : null)),
  phone: requiredText('Phone is required', 40).refine(
    // A blank phone is already told it is required.
    (phone) => phone.trim() === '' || looksLikePhone(phone),
    PHONE_MESSAGE,
  ),
  address: optionalText(300),
  city: optionalText(120),
  state: optionalText(120),
  postalCode: optionalText(20),
  country: optionalText(120),
  dateOfBirth: z
    .union([
      z.literal(''),
      lineText()
        .refine(isCalendarDate, 'Enter a date as YYYY-MM-DD')
        .refine((value) => value >= MIN_DATE_OF_BIRTH, 'Date of birth cannot be before 1900-01-01')
        .refine((value) => value <= latestToday(), 'Date of birth cannot be in the future'),
    ])
    .nullish()
    .transform((value) => (value ? value : null)),
  preferredContact: z
    .enum(['', ...preferredContacts], 'Choose email, phone, SMS or WhatsApp')
    .nullish()
    .transform((value) => (value ? value : null)),
  emergencyContactName: optionalText(200),
  emergencyContactPhone: optionalText(40),
  emergencyContactRelation: optionalText(80),
  company: optionalText(200),
  taxId: optionalText(60),
  notes: optionalText(4000, multiLineText),
  tags: z
    .array(lineText().max(MAX_TAG_LENGTH, `A tag is ${MAX_TAG_LENGTH} characters at most`))
    .transform(cleanClientTags)
    .pipe(z.array(z.string()).max(MAX_CLIENT_TAGS, `${MAX_CLIENT_TAGS} tags at most`)),
};

/** A new client, or every field of an edit (spec §5); the server enforces the same rules. */
export const clientInputSchema = z.object({ ...clientFields, tags: clientFields.tags.default([]) });
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientInputData = z.output<typeof clientInputSchema>;

/** PATCH body: any subset of the input; a field left out stays as it is. */
export const clientPatchSchema = z.object(clientFields).partial();
export type ClientPatch = z.input<typeof clientPatchSchema>;

export const clientSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    preferredContact: z.enum(preferredContacts).nullable(),
    emergencyContactName: z.string().nullable(),
    emergencyContactPhone: z.string().nullable(),
    emergencyContactRelation: z.string().nullable(),
    company: z.string().nullable(),
    taxId: z.string().nullable(),
    notes: z.string().nullable(),
    tags: z.array(z.string()),
    /** The client's record is linked to a car owner's portal account. */
    hasPortalAccess: z.boolean(),
    /**
     * When the pending portal invitation (unexpired, unused) was sent; null when there is none.
     * Only `GET /clients/:id` answers it; other client responses leave it out.
     */
    portalInvitedAt: z.iso.datetime({ offset: true }).nullable().optional(),
    createdAt: z.iso.datetime({ offset: true }),
    archivedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof clientSchema>;

export const clientListItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    tags: z.array(z.string()),
    preferredContact: z.enum(preferredContacts).nullable(),
    vehicleCount: z.number().int(),
    /** Sum of completed job orders, a decimal string ("123.45"). */
    totalSpend: z.string(),
    /** Date (YYYY-MM-DD, UTC) of the latest completed job order, or null. */
    lastServiceDate: z.string().nullable(),
    hasPortalAccess: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Set in the archived list only: the client can be restored. */
    archivedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ClientListItem' });
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientSorts = [
  'createdAt',
  'name',
  'vehicleCount',
  'totalSpend',
  'lastServiceDate',
] as const;
export type ClientSort = (typeof clientSorts)[number];

const searchText = lineText()
  .max(200, 'Search is 200 characters at most')
  .optional()
  .transform((value) => value || undefined);

/**
 * Filters by visit (a completed job order's local day, ADR 051), for the reports' drill-downs:
 * a visit in a range (and in a second one), the first visit in a range, and no visit since a
 * day (lapsed). Dates are
 * the shop's local days, both ends of a range included.
 */
export const clientVisitFilterFields = {
  visitedFrom: calendarDateSchema().optional(),
  visitedTo: calendarDateSchema().optional(),
  /** A second visit range, both required ("seen before and came back"). */
  alsoVisitedFrom: calendarDateSchema().optional(),
  alsoVisitedTo: calendarDateSchema().optional(),
  firstVisitFrom: calendarDateSchema().optional(),
  firstVisitTo: calendarDateSchema().optional(),
  /** Visited at least once, but not on or after this day. */
  lastVisitBefore: calendarDateSchema().optional(),
};
export type ClientVisitFilters = {
  [Key in keyof typeof clientVisitFilterFields]?: string | undefined;
};
export const clientVisitFilterKeys = Object.keys(
  clientVisitFilterFields,
) as (keyof typeof clientVisitFilterFields)[];

export const clientListQuerySchema = z.object({
  search: searchText,
  tag: z.enum(clientTags).optional(),
  ...clientVisitFilterFields,
  /** Query-string boolean: 'true' lists the archived clients instead of the active ones. */
  archived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  sort: z.enum(clientSorts).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Opaque: the `nextCursor` of the previous page, with the same search, tag and sort. */
  cursor: cursorSchema,
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientListResponseSchema = z
  .object({ items: z.array(clientListItemSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ClientList' });
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientExportQuerySchema = z.object({
  search: searchText,
  tag: z.enum(clientTags).optional(),
  ...clientVisitFilterFields,
});

/** The export's header row (spec §7). */
export const clientExportColumns = [
  'Name',
  'Email',
  'Phone',
  'Total Vehicles',
  'Total Spend',
  'Last Service',
  'Tags',
] as const;

export const clientOptionSchema = z.object({ id: z.uuid(), name: z.string() }).meta({
  id: 'ClientOption',
});
export type ClientOption = z.infer<typeof clientOptionSchema>;

export const clientOptionsQuerySchema = z.object({
  search: searchText,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const clientStatsSchema = z
  .object({
    total: z.number().int(),
    /** Served (a completed job order) in the last 12 months. */
    active: z.number().int(),
    /** Tagged VIP or Premium. */
    premium: z.number().int(),
  })
  .meta({ id: 'ClientStats' });
export type ClientStats = z.infer<typeof clientStatsSchema>;

export const clientIdParamsSchema = z.object({ id: z.uuid('Not a client id') });

/** An active client of the shop with the same e-mail or phone as the one being saved. */
export const clientDuplicateSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    sameEmail: z.boolean(),
    samePhone: z.boolean(),
  })
  .meta({ id: 'ClientDuplicate' });
export type ClientDuplicate = z.infer<typeof clientDuplicateSchema>;

/** GET /clients/duplicates: who already has this e-mail or phone (the one being edited aside). */
export const clientDuplicatesQuerySchema = z.object({
  email: lineText().max(254).optional(),
  phone: lineText().max(40).optional(),
  excludeId: z.uuid().optional(),
});
export type ClientDuplicatesQuery = z.input<typeof clientDuplicatesQuerySchema>;

/** The 409 of a save whose e-mail another client has: who that is, to open them instead. */
export const clientEmailTakenProblemSchema = problemSchema.extend({
  duplicates: z.array(clientDuplicateSchema).optional(),
});
