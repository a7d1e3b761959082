import { describe, expect, it } from 'vitest';
import { accessToXRoles, isStaffRole, rolesWith } from './roles.ts';

describe('roles and permissions (DESIGN.md §4)', () => {
  it('tells staff from car owners', () => {
    expect(isStaffRole('front_desk')).toBe(true);
    expect(isStaffRole('client')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it('derives who may read and write an area from the matrix', () => {
    expect(rolesWith('settings', 'write')).toEqual(['admin']);
    expect(rolesWith('services', 'write')).toEqual(['admin', 'manager']);
    expect(rolesWith('clients', 'write')).toEqual(['admin', 'front_desk', 'client']);
    expect(rolesWith('inventory', 'read')).toEqual(['admin', 'manager', 'front_desk', 'mechanic']);
    expect(rolesWith('employees', 'read')).not.toContain('front_desk');
  });

  it('publishes access as x-roles', () => {
    expect(accessToXRoles('public')).toEqual(['public']);
    expect(accessToXRoles('signed-in')).toEqual([
      'admin',
      'manager',
      'front_desk',
      'mechanic',
      'client',
    ]);
    expect(accessToXRoles(['admin'])).toEqual(['admin']);
  });
});
