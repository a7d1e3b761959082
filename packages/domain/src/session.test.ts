import { describe, expect, it } from 'vitest';
import { displayName, homePath, safeReturnPath } from './session.ts';

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

describe('displayName', () => {
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
});
