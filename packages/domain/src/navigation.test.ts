import { describe, expect, it } from 'vitest';
import { findNavLink, navigation, navigationFor } from './navigation.ts';

const labels = (role: Parameters<typeof navigationFor>[0]) =>
  navigationFor(role).map((group) => group.label);

describe('sidebar navigation (spec §2, DESIGN.md §4)', () => {
  it('has the eight groups of spec §2 with canonical /admin paths', () => {
    expect(navigation.map((group) => group.label)).toEqual([
      'Dashboard',
      'Clients & Vehicles',
      'Calendar & Bookings',
      'Job Orders',
      'Inventory',
      'Employee Management',
      'Reports & Analytics',
      'Settings',
    ]);
    const paths = navigation.flatMap((group) => group.links.map((link) => link.path));
    expect(paths).toHaveLength(33);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/admin(\/[a-z-]+)*$/);
    expect(findNavLink('/admin/calendar/bookings')?.link.label).toBe('Manage Bookings');
    expect(findNavLink('/admin/settings/backup')?.group.label).toBe('Settings');
    expect(findNavLink('/admin/nowhere')).toBeNull();
  });

  it('shows each role its groups, every staff role the Dashboard, and Settings only admins', () => {
    expect(labels('admin')).toHaveLength(8);
    expect(labels('mechanic')).toEqual(['Dashboard', 'Calendar & Bookings', 'Job Orders']);
    expect(labels('front_desk')).toEqual([
      'Dashboard',
      'Clients & Vehicles',
      'Calendar & Bookings',
    ]);
    expect(labels('manager')).toEqual([
      'Dashboard',
      'Inventory',
      'Employee Management',
      'Reports & Analytics',
    ]);
    expect(labels('client')).toEqual([]);
  });
});
