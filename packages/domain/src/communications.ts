import { z } from 'zod';
import { timestampSchema } from './calendar-date.ts';
import { cursorSchema } from './pagination.ts';
import { lineText, multiLineText } from './text.ts';

/** How a message or interaction travelled (spec §3 communication_log, DESIGN.md §5). */
export const communicationTypes = ['email', 'phone', 'sms', 'whatsapp', 'note', 'message'] as const;
export type CommunicationType = (typeof communicationTypes)[number];

/** What staff can record with New Interaction; `message` is written in the portal by a car owner. */
export const interactionTypes = ['email', 'phone', 'sms', 'whatsapp', 'note'] as const;
export type InteractionType = (typeof interactionTypes)[number];

export const communicationTypeLabels: Record<CommunicationType, string> = {
  email: 'Email',
  phone: 'Phone call',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  note: 'Note',
  message: 'Portal message',
};

/**
 * `sent` an e-mail the server delivered (or an outbound message logged as sent); `failed` an
 * e-mail the server could not deliver (the reason is in `error`); `received` a message a car
 * owner sent to the shop; `logged` an interaction staff recorded (a call, a note).
 */
export const communicationStatuses = ['sent', 'failed', 'pending', 'received', 'logged'] as const;
export type CommunicationStatus = (typeof communicationStatuses)[number];

export const communicationStatusLabels: Record<CommunicationStatus, string> = {
  sent: 'Sent',
  failed: 'Failed',
  pending: 'Pending',
  received: 'Received',
  logged: 'Logged',
};

/** Spec §9: the status badge is green when sent, otherwise yellow. */
export function communicationStatusColor(status: CommunicationStatus): 'green' | 'yellow' {
  return status === 'sent' ? 'green' : 'yellow';
}

/** `outbound` from the shop to the client; `inbound` from the car owner to the shop. */
export const communicationDirections = ['outbound', 'inbound'] as const;
export type CommunicationDirection = (typeof communicationDirections)[number];

export const MAX_MESSAGE_LENGTH = 4000;

export const communicationSchema = z
  .object({
    id: z.uuid(),
    clientId: z.uuid(),
    shop: z.object({ id: z.uuid(), name: z.string() }),
    type: z.enum(communicationTypes),
    direction: z.enum(communicationDirections),
    /** When the interaction happened (or the e-mail was sent). */
    occurredAt: z.iso.datetime({ offset: true }),
    status: z.enum(communicationStatuses),
    /** E-mail subject; null for other types. */
    subject: z.string().nullable(),
    content: z.string(),
    notes: z.string().nullable(),
    /** Why an e-mail failed; null otherwise. */
    error: z.string().nullable(),
    /** When the recipient side read it: staff for inbound, the car owner for outbound. */
    readAt: z.iso.datetime({ offset: true }).nullable(),
    /** Who recorded or wrote it (staff name, or the car owner's), when known. */
    authorName: z.string().nullable(),
  })
  .meta({ id: 'Communication' });
export type Communication = z.infer<typeof communicationSchema>;

export const communicationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: cursorSchema,
});
export type CommunicationListQuery = z.input<typeof communicationListQuerySchema>;

/** The car owner's communications: all their workshops, or one of their client records. */
export const ownerCommunicationListQuerySchema = communicationListQuerySchema.extend({
  clientId: z.uuid('Not a client id').optional(),
});
export type OwnerCommunicationListQuery = z.input<typeof ownerCommunicationListQuerySchema>;

export const communicationListSchema = z
  .object({ items: z.array(communicationSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'CommunicationList' });
export type CommunicationList = z.infer<typeof communicationListSchema>;

const contentSchema = multiLineText({ error: 'Write the message' })
  .min(1, 'Write the message')
  .max(MAX_MESSAGE_LENGTH, `A message is ${MAX_MESSAGE_LENGTH} characters at most`);

/**
 * Staff record an interaction with a client (New Interaction). An `email` is really sent to the
 * client's address and needs a subject; the other types are logged as they happened.
 */
export const interactionInputSchema = z
  .object({
    type: z.enum(interactionTypes, { error: 'Choose email, phone, SMS, WhatsApp or note' }),
    /** When it happened; an e-mail is sent now, whatever this says. Not in the future. */
    occurredAt: timestampSchema('Enter a date and time')
      .refine((value) => Date.parse(value) <= Date.now() + 60_000, 'Cannot be in the future')
      .optional(),
    subject: lineText()
      .max(200, 'A subject is 200 characters at most')
      .nullish()
      .transform((value) => (value ? value : null)),
    content: contentSchema,
    notes: multiLineText()
      .max(MAX_MESSAGE_LENGTH, `Notes are ${MAX_MESSAGE_LENGTH} characters at most`)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((input, ctx) => {
    if (input.type === 'email' && !input.subject) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'An email needs a subject' });
    }
  });
export type InteractionInput = z.input<typeof interactionInputSchema>;

/** A car owner writes to one of their shops (their client record there). */
export const ownerMessageInputSchema = z.object({
  clientId: z.uuid({ error: 'Choose the workshop to write to' }),
  content: contentSchema,
});
export type OwnerMessageInput = z.input<typeof ownerMessageInputSchema>;
