import { describe, expect, it } from 'vitest';
import {
  checkInFieldsSchema,
  lastRecordedMileageHint,
  mileageInRefusal,
  promisedAtRefusal,
} from './check-in.ts';

describe('check-in fields', () => {
  it('takes a whole mileage or none, and an optional promised time', () => {
    expect(checkInFieldsSchema.parse({ mileageIn: 48_210 })).toEqual({
      mileageIn: 48_210,
      promisedAt: null,
    });
    const messages = (value: unknown) =>
      checkInFieldsSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ mileageIn: 12.5 })).toEqual(['Mileage in must be a whole number']);
    expect(messages({ mileageIn: -1 })).toEqual(['Mileage in cannot be negative']);
    expect(messages({ mileageIn: null, promisedAt: 'tomorrow' })).toEqual([
      'Choose when the vehicle is promised',
    ]);
  });

  it('hints the last recorded mileage in miles, and nothing when unknown', () => {
    expect(lastRecordedMileageHint(48_210)).toBe('Last recorded: 48,210 mi');
    expect(lastRecordedMileageHint(null)).toBeUndefined();
  });

  it('refuses mileage in below the last recorded, naming it', () => {
    expect(mileageInRefusal(48_209, 48_210)).toBe(
      'Mileage in cannot be lower than the last recorded 48,210 mi',
    );
    expect(mileageInRefusal(48_210, 48_210)).toBeNull();
    expect(mileageInRefusal(null, 48_210)).toBeNull();
    expect(mileageInRefusal(10, null)).toBeNull();
  });

  it('refuses a promised time already past', () => {
    const now = new Date('2026-11-28T15:00:00Z');
    expect(promisedAtRefusal('2026-11-28T14:59:00Z', now)).toBe(
      'The promised time has already passed',
    );
    expect(promisedAtRefusal('2026-11-28T15:00:00Z', now)).toBeNull();
    expect(promisedAtRefusal(null, now)).toBeNull();
  });
});
