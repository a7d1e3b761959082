import { describe, expect, it } from 'vitest';
import {
  SERVICE_DURATION_MESSAGE,
  SERVICE_PRICE_MESSAGE,
  serviceInputSchema,
  serviceListQuerySchema,
  serviceUpdateSchema,
} from './services.ts';

const base = { name: 'Oil Change', category: 'Maintenance', durationMinutes: 30, price: '49.99' };

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('serviceInputSchema', () => {
  it('requires a name and a category', () => {
    expect(messages(serviceInputSchema.safeParse({ ...base, name: ' ', category: '' }))).toEqual([
      'Name is required',
      'Category is required',
    ]);
  });

  it('takes the duration as whole minutes above 0', () => {
    for (const durationMinutes of [0, -5, 12.5]) {
      expect(messages(serviceInputSchema.safeParse({ ...base, durationMinutes }))).toEqual([
        SERVICE_DURATION_MESSAGE,
      ]);
    }
  });

  it('keeps the price as a two-decimal string, from a number or a string', () => {
    expect(serviceInputSchema.parse({ ...base, price: 45 }).price).toBe('45.00');
    expect(serviceInputSchema.parse({ ...base, price: '45.5' }).price).toBe('45.50');
    expect(serviceInputSchema.parse({ ...base, price: 0 }).price).toBe('0.00');
    expect(serviceInputSchema.parse({ ...base, price: 19.99 }).price).toBe('19.99');
  });

  it('refuses a negative price, more than two decimals or a missing price', () => {
    for (const price of ['-1', -1, '1.999', 'abc', '1e3', 100_000_000]) {
      expect(messages(serviceInputSchema.safeParse({ ...base, price }))).toEqual([
        SERVICE_PRICE_MESSAGE,
      ]);
    }
    expect(messages(serviceInputSchema.safeParse({ ...base, price: '' }))).toEqual([
      'Price is required',
    ]);
  });

  it('stores an empty description as null; new services are active', () => {
    expect(serviceInputSchema.parse({ ...base, description: '  ' })).toMatchObject({
      description: null,
      active: true,
    });
  });

  it('lets an update change only some fields', () => {
    expect(serviceUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(serviceUpdateSchema.parse({ price: 10 })).toEqual({ price: '10.00' });
  });
});

describe('serviceListQuerySchema', () => {
  it('reads includeInactive from the query string', () => {
    expect(serviceListQuerySchema.parse({}).includeInactive).toBe(false);
    expect(serviceListQuerySchema.parse({ includeInactive: 'true' }).includeInactive).toBe(true);
  });
});
