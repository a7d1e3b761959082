import { z } from 'zod';
import { lineText, multiLineText } from './text.ts';

/** Stored as numeric(10,2): at most 99,999,999.99. */
export const SERVICE_PRICE_MAX = 99_999_999.99;
export const SERVICE_DURATION_MAX = 24 * 60 * 7;

export const SERVICE_PRICE_MESSAGE = 'Price must be 0 or more, with at most two decimals';
export const SERVICE_DURATION_MESSAGE = 'Duration must be a whole number of minutes greater than 0';

/** A price as typed or sent ("45", 45.5, "45.50") → the decimal string the database keeps ("45.50"). */
export const servicePriceSchema = z
  .union([z.string(), z.number()], { error: 'Price is required' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'Price is required' });
      return z.NEVER;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) > SERVICE_PRICE_MAX) {
      ctx.addIssue({ code: 'custom', message: SERVICE_PRICE_MESSAGE });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

const optionalText = (max: number) =>
  multiLineText()
    .max(max, `Must be ${max} characters or fewer`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const serviceInputSchema = z.object({
  name: lineText({ error: 'Name is required' }).min(1, 'Name is required').max(120),
  category: lineText({ error: 'Category is required' }).min(1, 'Category is required').max(60),
  durationMinutes: z
    .number({ error: SERVICE_DURATION_MESSAGE })
    .int(SERVICE_DURATION_MESSAGE)
    .min(1, SERVICE_DURATION_MESSAGE)
    .max(SERVICE_DURATION_MAX, 'Duration is too long'),
  price: servicePriceSchema,
  description: optionalText(2000),
  active: z.boolean().optional().default(true),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceInputParsed = z.output<typeof serviceInputSchema>;

/** PATCH body: any subset of the fields. */
export const serviceUpdateSchema = z.object({
  name: serviceInputSchema.shape.name.optional(),
  category: serviceInputSchema.shape.category.optional(),
  durationMinutes: serviceInputSchema.shape.durationMinutes.optional(),
  price: servicePriceSchema.optional(),
  description: optionalText(2000),
  active: z.boolean().optional(),
});
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;

export const serviceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    category: z.string(),
    durationMinutes: z.number().int(),
    /** Decimal string with two decimals, e.g. "89.99". */
    price: z.string(),
    description: z.string().nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof serviceSchema>;

export const serviceListQuerySchema = z.object({
  search: lineText().max(100).optional(),
  /** Query-string boolean: 'true' lists inactive services too (the catalogue screen). */
  includeInactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ServiceListQuery = z.input<typeof serviceListQuerySchema>;

export const serviceListSchema = z.array(serviceSchema);
export const serviceCategoriesSchema = z.array(z.string());
