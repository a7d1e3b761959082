import { describe, expect, it } from 'vitest';
import { availablePaths, findNavLink, navigation, navigationFor } from './navigation.ts';
import type { Role } from './roles.ts';

const labels = (role: Role) => navigationFor(role).map((group) => group.label);
const linksOf = (role: Role, key: string) =>
  navigationFor(role)
    .find((group) => group.key === key)
    ?.links.map((link) => link.label);

describe('sidebar navigation (spec §2, DESIGN.md §4)', () => {
  it("has spec §2's eight groups and Services, with canonical /admin paths", () => {
    expect(navigation.map((group) => group.label)).toEqual([
      'Dashboard',
      'Clients & Vehicles',
      'Calendar & Bookings',
      'Job Orders',
      'Services',
      'Inventory',
      'Employee Management',
      'Reports & Analytics',
      'Settings',
    ]);
    const paths = navigation.flatMap((group) => group.links.map((link) => link.path));
    expect(paths).toHaveLength(40);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/admin(\/[a-z-]+)*$/);
    expect(findNavLink('/admin/calendar/bookings')?.link.label).toBe('Manage Bookings');
    expect(findNavLink('/admin/settings/backup')?.group.label).toBe('Settings');
    expect(findNavLink('/admin/services')?.group.label).toBe('Services');
    expect(findNavLink('/admin/job-orders/canned-jobs')?.link.label).toBe('Canned Jobs');
    expect(availablePaths).toContain('/admin/job-orders/canned-jobs');
    expect(findNavLink('/admin/nowhere')).toBeNull();
  });

  it('shows each role the groups of the work it does, every staff role the Dashboard', () => {
    expect(labels('admin')).toHaveLength(9);
    expect(labels('front_desk')).toEqual([
      'Dashboard',
      'Clients & Vehicles',
      'Calendar & Bookings',
      'Job Orders',
      'Services',
      'Employee Management',
    ]);
    expect(labels('mechanic')).toEqual([
      'Dashboard',
      'Calendar & Bookings',
      'Job Orders',
      'Employee Management',
    ]);
    expect(labels('manager')).toEqual([
      'Dashboard',
      'Reports & Analytics',
      'Employee Management',
      'Inventory',
      'Clients & Vehicles',
      'Calendar & Bookings',
      'Job Orders',
      'Services',
    ]);
    expect(labels('client')).toEqual([]);
    for (const role of ['manager', 'front_desk', 'mechanic'] as const) {
      expect(labels(role)).not.toContain('Settings');
    }
  });

  it('gives the front desk, who runs job orders, all their links with invoicing and canned jobs', () => {
    const all = [
      'Job Order List',
      'Create New Job Order',
      'Pending Job Orders',
      'Completed Job Orders',
      'Shop Board',
      'Canned Jobs',
      'Invoices',
      'Receivables',
    ];
    expect(linksOf('admin', 'jobOrders')).toEqual(all);
    expect(linksOf('front_desk', 'jobOrders')).toEqual(all);
    expect(navigationFor('front_desk').find((group) => group.key === 'jobOrders')?.path).toBe(
      '/admin/job-orders',
    );
    expect(linksOf('front_desk', 'services')).toEqual(['Services']);
    expect(linksOf('admin', 'services')).toEqual(['Services']);
  });

  it('leads everyone to their own timesheet, and a mechanic to their own performance figures', () => {
    expect(linksOf('mechanic', 'employees')).toEqual(['Performance Metrics', 'Timesheets']);
    expect(navigationFor('mechanic').find((group) => group.key === 'employees')?.path).toBe(
      '/admin/employees/performance',
    );
    expect(linksOf('front_desk', 'employees')).toEqual(['Timesheets']);
    expect(linksOf('manager', 'employees')).toEqual([
      'Employee List',
      'Manage Schedules',
      'Performance Metrics',
      'Timesheets',
    ]);
    expect(linksOf('admin', 'employees')).toEqual([
      'Employee List',
      'Add New Employee',
      'Manage Schedules',
      'Performance Metrics',
      'Timesheets',
    ]);
  });

  it('keeps the screens that add or change from roles that only read or work their own', () => {
    expect(linksOf('mechanic', 'jobOrders')).toEqual([
      'Job Order List',
      'Pending Job Orders',
      'Completed Job Orders',
      'Shop Board',
    ]);
    expect(linksOf('mechanic', 'calendar')).toEqual([
      'Calendar View',
      'Manage Bookings',
      'Mechanic Availability',
    ]);
    expect(linksOf('manager', 'jobOrders')).toEqual([
      'Job Order List',
      'Pending Job Orders',
      'Completed Job Orders',
      'Shop Board',
      'Invoices',
      'Receivables',
    ]);
    expect(linksOf('manager', 'clients')).toEqual([
      'Client List',
      'Vehicle List',
      'Service Reminders',
    ]);
    expect(linksOf('manager', 'inventory')).toContain('Add New Item');
    expect(findNavLink('/admin/invoices/receivables')?.group.label).toBe('Job Orders');
  });
});
