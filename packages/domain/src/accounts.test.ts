import { describe, expect, it } from 'vitest';
import {
  createShopSchema,
  emailSchema,
  passwordWeaknesses,
  updateProfileSchema,
} from './accounts.ts';

describe('passwordWeaknesses', () => {
  it('lists every reason a password is weak', () => {
    expect(passwordWeaknesses('abc')).toEqual(['at least 8 characters', 'a digit or a symbol']);
    expect(passwordWeaknesses('12345678')).toEqual(['a letter']);
  });
  it('accepts a reasonable password', () => {
    expect(passwordWeaknesses('correct-horse')).toEqual([]);
    expect(passwordWeaknesses('brake2pads')).toEqual([]);
  });
});

describe('profiles and shops', () => {
  it('stores empty optional profile fields as null', () => {
    expect(updateProfileSchema.parse({ phone: '  ', fullName: ' Jo ' })).toEqual({
      phone: null,
      fullName: 'Jo',
    });
  });

  it('normalises e-mail addresses', () => {
    expect(emailSchema.parse('  Jo.Park@Example.COM ')).toBe('jo.park@example.com');
    expect(emailSchema.safeParse('jo@').success).toBe(false);
  });

  it('checks a new workshop: name, a real time zone and a known currency', () => {
    const ok = createShopSchema.safeParse({
      name: 'Bay Garage',
      timezone: 'America/Chicago',
      currency: 'USD',
      email: '',
    });
    expect(ok.success && ok.data.email).toBeNull();
    const bad = createShopSchema.safeParse({
      name: 'B',
      timezone: 'Nowhere/Special',
      currency: 'ABC',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual([
      'name',
      'timezone',
      'currency',
    ]);
  });
});
