import { z } from 'zod';
import { emailSchema, staffRoleSchema } from './accounts.ts';
import { historyEntrySchema } from './bookings.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { addLocalDays } from './local-time.ts';
import { moneyAmount } from './money.ts';
import { looksLikePhone, PHONE_MESSAGE } from './phone-rules.ts';
import { staffRoles } from './roles.ts';
import { lineText } from './text.ts';

/**
 * Employees (issue 24, ADR 044): the shop's record of each person who works there, from the
 * invitation on. People are named by their account id (`userId`) once they have one.
 */

export const payTypes = ['hourly', 'flat_rate', 'salary'] as const;
export type PayType = (typeof payTypes)[number];

/** The words: "hourly rate, flat rate per sold labor hour, or salary". */
export const payTypeLabels: Record<PayType, string> = {
  hourly: 'Hourly rate',
  flat_rate: 'Flat rate per sold labor hour',
  salary: 'Salary',
};

/** What the rate is counted per. */
export const payRateUnits: Record<PayType, string> = {
  hourly: 'per hour',
  flat_rate: 'per sold labor hour',
  salary: 'per year',
};

export const employeeStatuses = ['active', 'invited', 'deactivated'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

export const employeeStatusLabels: Record<EmployeeStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  deactivated: 'Deactivated',
};

/** A certification running out within this many days is flagged on the list. */
export const CERTIFICATION_WARNING_DAYS = 30;

export type CertificationFlag = 'expired' | 'expiring';

/**
 * 'expired' on or after its expiry date has passed (it expires at the end of `expiresOn`),
 * 'expiring' when that is within CERTIFICATION_WARNING_DAYS of `today` (the shop's date).
 */
export function certificationFlag(
  expiresOn: string | null,
  today: string,
): CertificationFlag | null {
  if (!expiresOn) return null;
  if (expiresOn < today) return 'expired';
  return expiresOn <= addLocalDays(today, CERTIFICATION_WARNING_DAYS) ? 'expiring' : null;
}

export const certificationFlagLabels: Record<CertificationFlag, string> = {
  expired: 'Expired',
  expiring: `Expires within ${CERTIFICATION_WARNING_DAYS} days`,
};

/** "#rrggbb": a person's colour on the calendar. */
export const CALENDAR_COLOR = /^#[0-9a-f]{6}$/i;

const phoneField = lineText()
  .max(40, 'Must be 40 characters or fewer')
  .refine((phone) => phone.trim() === '' || looksLikePhone(phone), PHONE_MESSAGE)
  .transform((phone) => (phone.trim() === '' ? null : phone.trim()));

const optionalDate = calendarDateSchema('Use a date like 2026-12-01').nullable();

export const paySchema = z
  .object({
    type: z.enum(payTypes, { error: 'Choose hourly rate, flat rate or salary' }),
    rate: moneyAmount('Rate', '9999999999.99'),
  })
  .meta({ id: 'EmployeePayInput' });

export const certificationInputSchema = z.object({
  name: lineText()
    .trim()
    .min(1, 'Name the certification, e.g. ASE A5')
    .max(120, 'Must be 120 characters or fewer'),
  expiresOn: optionalDate.optional().transform((value) => value ?? null),
});
export type CertificationInput = z.input<typeof certificationInputSchema>;

const skillsField = z
  .array(
    lineText().trim().min(1, 'A skill cannot be empty').max(60, 'Must be 60 characters or fewer'),
  )
  .max(30, 'At most 30 skills')
  .transform((skills) => [...new Set(skills)]);

export const createEmployeeSchema = z.object({
  fullName: lineText()
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Must be 120 characters or fewer'),
  email: emailSchema,
  role: staffRoleSchema,
  phone: phoneField.optional().transform((value) => value ?? null),
  hireDate: optionalDate.optional().transform((value) => value ?? null),
  pay: paySchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  skills: skillsField.optional().transform((value) => value ?? []),
  certifications: z
    .array(certificationInputSchema)
    .max(30, 'At most 30 certifications')
    .optional()
    .transform((value) => value ?? []),
});
export type CreateEmployeeInput = z.input<typeof createEmployeeSchema>;

/** The profile fields of the Employee page; a field left out stays as it is. */
export const updateEmployeeSchema = z.object({
  hireDate: optionalDate.optional(),
  calendarColor: z
    .string()
    .regex(CALENDAR_COLOR, 'Use a colour like #1c7ed6')
    .transform((color) => color.toLowerCase())
    .nullable()
    .optional(),
  phone: phoneField.nullable().optional(),
  skills: skillsField.optional(),
});
export type UpdateEmployeeInput = z.input<typeof updateEmployeeSchema>;

export const employeeRoleInputSchema = z.object({ role: staffRoleSchema });
export const employeePayInputSchema = z.object({ pay: paySchema.nullable() });

export const employeeListSorts = ['name', 'role', 'status', 'hireDate', 'email'] as const;
export type EmployeeListSort = (typeof employeeListSorts)[number];

export const employeeListQuerySchema = z.object({
  search: lineText().max(100).optional(),
  role: z.enum(staffRoles).optional(),
  status: z.enum(employeeStatuses).optional(),
  sort: z.enum(employeeListSorts).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const certificationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    expiresOn: z.string().nullable(),
    /** Expired, or expiring within 30 days (in the shop's calendar); null otherwise. */
    flag: z.enum(['expired', 'expiring']).nullable(),
  })
  .meta({ id: 'EmployeeCertification' });
export type Certification = z.infer<typeof certificationSchema>;

export const employeePaySchema = z.object({
  type: z.enum(payTypes),
  /** Exact decimal, two places; a salary is per year. */
  rate: z.string(),
});

export const employeeSummarySchema = z
  .object({
    /** The employee record. */
    id: z.uuid(),
    /** Their account; null while invited. */
    userId: z.uuid().nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: staffRoleSchema,
    status: z.enum(employeeStatuses),
    hireDate: z.string().nullable(),
    calendarColor: z.string().nullable(),
    skills: z.array(z.string()),
    certifications: z.array(certificationSchema),
    /** Admin only (and the person themselves on their own page): absent for everyone else. */
    pay: employeePaySchema.nullable().optional(),
    /** While invited: when the link stops working (a resent one starts over). */
    invitationExpiresAt: z.string().nullable(),
    deactivatedAt: z.string().nullable(),
  })
  .meta({ id: 'EmployeeSummary' });
export type EmployeeSummary = z.infer<typeof employeeSummarySchema>;

export const employeeListSchema = z
  .object({ items: z.array(employeeSummarySchema) })
  .meta({ id: 'EmployeeList' });

/** Work still on a deactivated person's name, for the desk to hand to someone else. */
export const employeeWorkSchema = z.object({
  bookings: z.array(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      startsAt: z.string(),
      clientName: z.string(),
      status: z.string(),
    }),
  ),
  jobOrders: z.array(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      clientName: z.string(),
      status: z.string(),
    }),
  ),
});
export type EmployeeWork = z.infer<typeof employeeWorkSchema>;

export const employeeDetailSchema = employeeSummarySchema
  .extend({
    deactivatedByName: z.string().nullable(),
    /** Their future bookings and open job orders (to reassign once deactivated). */
    work: employeeWorkSchema,
    history: z.array(historyEntrySchema),
  })
  .meta({ id: 'EmployeeDetail' });
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** The shop's rule behind the 409 on demoting or deactivating the last active admin. */
export const LAST_ADMIN_RULE =
  'A workshop needs at least one active admin: make someone else admin first.';

/** "Alex Stone is deactivated: choose another mechanic." */
export function deactivatedMessage(name: string): string {
  return `${name} is deactivated: choose another mechanic.`;
}
