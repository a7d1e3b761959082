import { z } from 'zod';
import { moneyAmount } from './money.ts';
import { roles, staffRoles } from './roles.ts';
import { lineText, multiLineText } from './text.ts';

/** Sign-up may choose only these; every other role is granted by a shop admin. */
export const signupRoleSchema = z.enum(['client', 'mechanic']);
export type SignupRole = z.infer<typeof signupRoleSchema>;

const optionalText = (max: number, text: typeof lineText = lineText) =>
  text()
    .max(max, `Must be ${max} characters or fewer`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const emailSchema = lineText()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

/** Password rules of our own, on top of better-auth's length limits; each failure says why. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    reasons.push(`at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH)
    reasons.push(`at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/[a-zA-Z]/.test(password)) reasons.push('a letter');
  if (!/[0-9\W_]/.test(password)) reasons.push('a digit or a symbol');
  return reasons;
}
export function passwordWeaknessMessage(reasons: string[]): string {
  return `Password is too weak: it needs ${reasons.join(', ')}.`;
}
export const passwordSchema = z.string().superRefine((password, ctx) => {
  const reasons = passwordWeaknesses(password);
  if (reasons.length > 0)
    ctx.addIssue({ code: 'custom', message: passwordWeaknessMessage(reasons) });
});

export const roleSchema = z.enum(roles);

export const profileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: roleSchema,
    userType: z.enum(['staff', 'client']),
    shopId: z.uuid().nullable(),
    shopName: z.string().nullable(),
    username: z.string().nullable(),
    fullName: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    /**
     * How money is shown to this person (ADR 020): their shop's currency and number format; for
     * a car owner, those of the workshop they were first linked to (USD / en-US without one).
     */
    currency: z.string(),
    locale: z.string(),
    /** The time zone dates are shown in (ADR 022), from the same shop; null without one. */
    timeZone: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  fullName: optionalText(120),
  firstName: optionalText(60),
  lastName: optionalText(60),
  phone: optionalText(40),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const currencies = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'MXN',
  'BRL',
  'ZAR',
  'INR',
  'JPY',
] as const;

export const createShopSchema = z.object({
  name: lineText().min(2, 'Workshop name is required').max(120, 'Workshop name is too long'),
  phone: optionalText(40),
  email: z
    .union([z.literal(''), emailSchema])
    .transform((value) => value || null)
    .nullable()
    .optional(),
  address: optionalText(300, multiLineText),
  timezone: lineText().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a valid time zone'),
  currency: z.enum(currencies, { error: 'Choose a currency' }),
});
export type CreateShopInput = z.input<typeof createShopSchema>;

export const shopSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    timezone: z.string(),
    currency: z.string(),
    /** The hourly labor rate: hourly labor lines default to it ("120.00"). */
    laborRate: z.string(),
    /** Mechanics may change prices on the lines of their job orders. */
    mechanicsEditPrices: z.boolean(),
    /** Days after a customer declines work until the follow-up on it is due. */
    declinedFollowUpDays: z.number().int(),
    /** Consuming more than is on hand takes stock below zero instead of being refused. */
    allowNegativeStock: z.boolean(),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;

/**
 * The shop's settings outside money: the currency changes only in Settings → Tax and Currency,
 * together with the number format, and never on its own here.
 */
export const updateShopSchema = createShopSchema.partial().extend({
  currency: z.never({ error: 'Change the currency in Settings → Tax and Currency' }).optional(),
  laborRate: moneyAmount('Labor rate').optional(),
  mechanicsEditPrices: z
    .boolean({ error: 'Mechanics edit prices must be true or false' })
    .optional(),
  declinedFollowUpDays: z
    .number({ error: 'Follow-up days must be a whole number' })
    .int('Follow-up days must be a whole number')
    .min(1, 'Follow-up days must be at least 1')
    .max(730, 'Follow-up days must be at most 730')
    .optional(),
  allowNegativeStock: z.boolean({ error: 'Allow negative stock must be true or false' }).optional(),
});

export const staffRoleSchema = z.enum(staffRoles, {
  error: 'Choose a role: admin, manager, front desk or mechanic',
});

/** What an invitation link shows before the person signs in. */
export const invitationPreviewSchema = z.object({
  shopName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: z.enum(['pending', 'accepted', 'expired']),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationSchema = z.object({
  token: lineText().min(20, 'Invitation code is incomplete').max(200),
});

export const demoAccountsSchema = z.object({
  available: z.boolean(),
  password: z.string().nullable(),
  accounts: z.array(z.object({ label: z.string(), email: z.string(), role: z.enum(roles) })),
});
export type DemoAccounts = z.infer<typeof demoAccountsSchema>;

/** The dev mailbox's filter: one recipient's mail. */
export const mailboxQuerySchema = z.object({ to: lineText().max(254).optional() });

export const mailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** Files sent with the mail (e.g. a booking's .ics; binary ones, a PDF, as base64). */
  attachments: z.array(
    z.object({
      filename: z.string(),
      contentType: z.string(),
      content: z.string(),
      encoding: z.literal('base64').optional(),
    }),
  ),
  createdAt: z.iso.datetime({ offset: true }),
});
export const mailAttachmentParamsSchema = z.object({
  id: z.uuid('Not a mail id'),
  index: z.coerce.number().int().min(0),
});
