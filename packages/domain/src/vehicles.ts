import { z } from 'zod';
import { cursorSchema } from './pagination.ts';
import { lineText, multiLineText } from './text.ts';

export const vehicleStatuses = ['active', 'inactive', 'sold', 'scrapped'] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

export const vehicleStatusLabels: Record<VehicleStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  sold: 'Sold',
  scrapped: 'Scrapped',
};

/** The first car (Benz Patent-Motorwagen) is from 1886; next year's models are sold already. */
export const FIRST_VEHICLE_YEAR = 1886;
export function latestVehicleYear(today: Date = new Date()): number {
  return today.getFullYear() + 1;
}

export const VIN_LENGTH = 17;
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

// ISO 3779 / 49 CFR 565 transliteration of letters to values for the check digit.
// biome-ignore format: the standard's table reads best in rows
const VIN_LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** 17 characters, digits and capital letters except I, O and Q (they read as 1 and 0). */
export function isValidVin(vin: string): boolean {
  return VIN_SHAPE.test(vin);
}

/** The ISO 3779 check digit (0–9 or X) of a well-formed VIN; position 9 itself is ignored. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const character = vin[i] as string;
    const value =
      character >= '0' && character <= '9'
        ? Number(character)
        : (VIN_LETTER_VALUES[character] ?? 0);
    sum += value * (VIN_WEIGHTS[i] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * A warning (never a refusal) when a well-formed VIN's check digit does not add up: most often a
 * typo, but vehicles built for outside North America need not carry a check digit at all.
 */
export function vinCheckDigitWarning(vin: string | null | undefined): string | null {
  const value = (vin ?? '').trim().toUpperCase();
  if (!isValidVin(value)) return null;
  const expected = vinCheckDigit(value);
  if (value[8] === expected) return null;
  return `The VIN's check digit (9th character) should be ${expected}. Check the VIN for a typo; vehicles built outside North America may not use a check digit.`;
}

const optionalText = (max: number, text: typeof lineText = lineText) =>
  text()
    .max(max, `Must be ${max} characters or fewer`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const VIN_FORMAT_MESSAGE = 'VIN must be 17 letters and digits, without I, O or Q';

export const vinSchema = lineText()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => value === '' || isValidVin(value), VIN_FORMAT_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const vehicleYearMessage = (today: Date = new Date()) =>
  `Year must be a whole number from ${FIRST_VEHICLE_YEAR} to ${latestVehicleYear(today)}`;

export const vehicleYearSchema = z
  .number({ error: 'Year is required' })
  .superRefine((year, ctx) => {
    if (!Number.isInteger(year) || year < FIRST_VEHICLE_YEAR || year > latestVehicleYear()) {
      ctx.addIssue({ code: 'custom', message: vehicleYearMessage() });
    }
  });

export const vehicleInputSchema = z.object({
  clientId: z.uuid({ error: 'Select owner' }),
  make: lineText({ error: 'Make is required' }).min(1, 'Make is required').max(60),
  model: lineText({ error: 'Model is required' }).min(1, 'Model is required').max(80),
  year: vehicleYearSchema,
  vin: vinSchema,
  registrationNumber: optionalText(20),
  color: optionalText(40),
  notes: optionalText(4000, multiLineText),
  status: z.enum(vehicleStatuses, { error: 'Choose a status' }).optional().default('active'),
  mileage: z
    .number()
    .int('Mileage must be a whole number')
    .min(0, 'Mileage cannot be negative')
    .max(9_999_999, 'Mileage is too large')
    .nullable()
    .optional(),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleInputParsed = z.output<typeof vehicleInputSchema>;

/** PATCH body: any subset of the fields; a field left out keeps its value. */
export const vehicleUpdateSchema = z.object({
  clientId: vehicleInputSchema.shape.clientId.optional(),
  make: vehicleInputSchema.shape.make.optional(),
  model: vehicleInputSchema.shape.model.optional(),
  year: vehicleYearSchema.optional(),
  vin: vinSchema,
  registrationNumber: optionalText(20),
  color: optionalText(40),
  notes: optionalText(4000, multiLineText),
  status: z.enum(vehicleStatuses, { error: 'Choose a status' }).optional(),
  mileage: vehicleInputSchema.shape.mileage,
});
export type VehicleUpdateInput = z.input<typeof vehicleUpdateSchema>;

export const vehicleListItemSchema = z
  .object({
    id: z.uuid(),
    clientId: z.uuid(),
    ownerName: z.string(),
    make: z.string(),
    model: z.string(),
    year: z.number().int().nullable(),
    vin: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    color: z.string().nullable(),
    status: z.enum(vehicleStatuses),
    mileage: z.number().int().nullable(),
    notes: z.string().nullable(),
    /** Date (YYYY-MM-DD) of the last completed job order, or null when never serviced. */
    lastServiceDate: z.iso.date().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Vehicle' });
export type VehicleListItem = z.infer<typeof vehicleListItemSchema>;
/** One vehicle as GET /vehicles/:id, POST and PATCH answer it. */
export const vehicleSchema = vehicleListItemSchema;
export type Vehicle = VehicleListItem;

export const VEHICLE_PAGE_SIZE = 50;

export const vehicleListQuerySchema = z.object({
  search: lineText().max(100).optional(),
  clientId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(VEHICLE_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: cursorSchema,
});
export type VehicleListQuery = z.input<typeof vehicleListQuerySchema>;

export const vehicleListSchema = z.object({
  items: z.array(vehicleListItemSchema),
  nextCursor: z.string().nullable(),
});
export type VehicleList = z.infer<typeof vehicleListSchema>;

export const vehicleExportQuerySchema = z.object({
  search: lineText().max(100).optional(),
  clientId: z.uuid().optional(),
});

/** Spec §7: the columns of the vehicles CSV, in order. */
export const vehicleExportColumns = [
  'Make',
  'Model',
  'Year',
  'VIN',
  'Registration',
  'Color',
  'Status',
  'Last Service',
  'Owner',
] as const;

export const VIN_TAKEN_MESSAGE = 'Another vehicle in this shop has this VIN';
