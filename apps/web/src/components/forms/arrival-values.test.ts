import { describe, expect, it } from 'vitest';
import { arrivalErrors, arrivalInput } from './arrival-values.ts';

describe('arrival values', () => {
  it("reads the picker's wall clock in the shop's zone and an empty mileage as not read", () => {
    expect(
      arrivalInput({ mileageIn: '', promisedAt: '2026-12-01 17:00:00' }, 'America/Chicago'),
    ).toEqual({ mileageIn: null, promisedAt: '2026-12-01T23:00:00.000Z' });
    expect(arrivalInput({ mileageIn: 48_262, promisedAt: null }, 'Europe/Berlin')).toEqual({
      mileageIn: 48_262,
      promisedAt: null,
    });
  });

  it("puts the domain's refusals under their fields", () => {
    const now = new Date('2026-11-28T15:00:00Z');
    expect(
      arrivalErrors({ mileageIn: 48_000, promisedAt: '2026-11-28T14:00:00Z' }, 48_210, now),
    ).toEqual({
      mileageIn: 'Mileage in cannot be lower than the last recorded 48,210 mi',
      promisedAt: 'The promised time has already passed',
    });
    expect(arrivalErrors({ mileageIn: 48_210, promisedAt: null }, 48_210, now)).toEqual({});
  });
});
