import { describe, expect, it } from 'vitest';
import {
  createShopSchema,
  displayName,
  emailSchema,
  homePath,
  passwordWeaknesses,
  safeReturnPath,
  updateProfileSchema,
} from './accounts.ts';

describe('homePath: one rule for where a person lands after sign-in', () => {
  const shopId = '00000000-0000-4000-8000-000000000001';
  it.each([
    ['admin', shopId, '/admin'],
    ['manager', shopId, '/admin'],
    ['mechanic', shopId, '/admin'],
    ['front_desk', shopId, '/admin/clients'],
    ['client', null, '/client/dashboard'],
    ['mechanic', null, '/onboarding'],
    ['admin', null, '/onboarding'],
  ] as const)('%s with shop %s → %s', (role, shop, expected) => {
    expect(homePath({ role, shopId: shop })).toBe(expected);
  });
});

describe('safeReturnPath', () => {
  it('keeps paths of this app', () => {
    expect(safeReturnPath('/admin/clients?tag=VIP')).toBe('/admin/clients?tag=VIP');
  });
  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'admin',
    '',
    null,
    '/login',
    '/auth/verify-otp',
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

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
  it('greets by full name, else first and last name, else e-mail', () => {
    expect(
      displayName({ fullName: 'Jo Park', firstName: 'J', lastName: 'P', email: 'jo@x.com' }),
    ).toBe('Jo Park');
    expect(
      displayName({ fullName: null, firstName: 'Jo', lastName: 'Park', email: 'jo@x.com' }),
    ).toBe('Jo Park');
    expect(displayName({ fullName: '', firstName: null, lastName: null, email: 'jo@x.com' })).toBe(
      'jo@x.com',
    );
  });

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
