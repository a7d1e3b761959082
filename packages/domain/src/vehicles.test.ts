import { describe, expect, it } from 'vitest';
import {
  isValidVin,
  VIN_FORMAT_MESSAGE,
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehicleUpdateSchema,
  vinCheckDigit,
  vinCheckDigitWarning,
} from './vehicles.ts';

const owner = '0b9f6f8e-6a1c-4c55-9d3e-2f1a7b1c0d11';
const base = { clientId: owner, make: 'Toyota', model: 'Corolla', year: 2019 };

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('VIN rules', () => {
  it('accepts 17 characters without I, O or Q', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP0427880')).toBe(false);
    expect(isValidVin('1M8GDM9AXKO042788')).toBe(false);
    expect(isValidVin('IM8GDM9AXKP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKQ042788')).toBe(false);
    expect(isValidVin('1m8gdm9axkp042788')).toBe(false);
  });

  it('computes ISO 3779 check digits, X included', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('JH4KA7561PC008269')).toBe('1');
  });

  it('warns, without refusing, when the check digit does not add up', () => {
    expect(vinCheckDigitWarning('1HGCM82633A004352')).toBeNull();
    expect(vinCheckDigitWarning('1hgcm82633a004352')).toBeNull();
    expect(vinCheckDigitWarning('1HGCM82693A004352')).toMatch(/check digit .* should be 3/);
    expect(vinCheckDigitWarning('')).toBeNull();
    expect(vinCheckDigitWarning(null)).toBeNull();
    expect(vinCheckDigitWarning('TOO-SHORT')).toBeNull();
    const parsed = vehicleInputSchema.parse({ ...base, vin: '1HGCM82693A004352' });
    expect(parsed.vin).toBe('1HGCM82693A004352');
  });
});

describe('vehicleInputSchema', () => {
  it('requires an owner, make and model with the texts a person can act on', () => {
    const result = vehicleInputSchema.safeParse({ clientId: '', make: ' ', model: '', year: 2020 });
    expect(messages(result)).toEqual(['Select owner', 'Make is required', 'Model is required']);
  });

  it('takes the year as a whole number from 1886 to next year', () => {
    const next = new Date().getFullYear() + 1;
    expect(vehicleInputSchema.safeParse({ ...base, year: 1886 }).success).toBe(true);
    expect(vehicleInputSchema.safeParse({ ...base, year: next }).success).toBe(true);
    for (const year of [1885, next + 1, 2019.5]) {
      expect(messages(vehicleInputSchema.safeParse({ ...base, year }))).toEqual([
        `Year must be a whole number from 1886 to ${next}`,
      ]);
    }
    expect(messages(vehicleInputSchema.safeParse({ ...base, year: undefined }))).toEqual([
      'Year is required',
    ]);
  });

  it('upper-cases the VIN and refuses a malformed one', () => {
    expect(vehicleInputSchema.parse({ ...base, vin: ' 1hgcm82633a004352 ' }).vin).toBe(
      '1HGCM82633A004352',
    );
    expect(messages(vehicleInputSchema.safeParse({ ...base, vin: '1HGCM82633A00435' }))).toEqual([
      VIN_FORMAT_MESSAGE,
    ]);
    expect(messages(vehicleInputSchema.safeParse({ ...base, vin: '1HGCM82633AOO4352' }))).toEqual([
      VIN_FORMAT_MESSAGE,
    ]);
  });

  it('stores empty VIN, registration, colour and notes as null; status defaults to active', () => {
    const parsed = vehicleInputSchema.parse({
      ...base,
      vin: '',
      registrationNumber: '  ',
      color: '',
      notes: '',
    });
    expect(parsed).toMatchObject({
      vin: null,
      registrationNumber: null,
      color: null,
      notes: null,
      status: 'active',
    });
  });

  it('refuses a negative mileage and an unknown status', () => {
    expect(messages(vehicleInputSchema.safeParse({ ...base, mileage: -1 }))).toEqual([
      'Mileage cannot be negative',
    ]);
    expect(messages(vehicleInputSchema.safeParse({ ...base, status: 'stolen' }))).toEqual([
      'Choose a status',
    ]);
  });

  it('lets an update change only some fields', () => {
    expect(vehicleUpdateSchema.parse({ color: 'Blue' })).toEqual({ color: 'Blue' });
    expect(vehicleUpdateSchema.safeParse({ make: '' }).success).toBe(false);
  });
});

describe('vehicleListQuerySchema', () => {
  it('reads the page size from the query string, 50 by default, at most 100', () => {
    expect(vehicleListQuerySchema.parse({}).limit).toBe(50);
    expect(vehicleListQuerySchema.parse({ limit: '20' }).limit).toBe(20);
    expect(vehicleListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
