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
    expect(paths).toHaveLength(36);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/admin(\/[a-z-]+)*$/);
    expect(findNavLink('/admin/calendar/bookings')?.link.label).toBe('Manage Bookings');
    expect(findNavLink('/admin/settings/backup')?.group.label).toBe('Settings');
    expect(findNavLink('/admin/settings/inspection-templates')?.group.label).toBe('Settings');
    expect(findNavLink('/admin/nowhere')).toBeNull();
  });

  it('shows each role its groups, every staff role the Dashboard, and Settings only admins', () => {
    expect(labels('admin')).toHaveLength(8);
    expect(labels('mechanic')).toEqual(['Dashboard', 'Calendar & Bookings', 'Job Orders']);
    // Their Job Orders group holds only the invoicing links (below).
    expect(labels('front_desk')).toEqual([
      'Dashboard',
      'Clients & Vehicles',
      'Calendar & Bookings',
      'Job Orders',
    ]);
    expect(labels('manager')).toEqual([
      'Dashboard',
      'Job Orders',
      'Inventory',
      'Employee Management',
      'Reports & Analytics',
    ]);
    expect(labels('client')).toEqual([]);
  });

  it('shows Invoices and Receivables under Job Orders to admin, manager and front desk only', () => {
    const jobOrders = (role: Parameters<typeof navigationFor>[0]) =>
      navigationFor(role).find((group) => group.key === 'jobOrders');
    expect(jobOrders('admin')?.links.map((link) => link.label)).toEqual([
      'Job Order List',
      'Create New Job Order',
      'Pending Job Orders',
      'Completed Job Orders',
      'Invoices',
      'Receivables',
    ]);
    expect(jobOrders('mechanic')?.links.map((link) => link.label)).not.toContain('Invoices');
    for (const role of ['manager', 'front_desk'] as const) {
      expect(jobOrders(role)).toMatchObject({
        label: 'Job Orders',
        path: '/admin/invoices',
        links: [{ label: 'Invoices' }, { label: 'Receivables' }],
      });
    }
    expect(findNavLink('/admin/invoices/receivables')?.group.label).toBe('Job Orders');
  });
});
