import {
  type Area,
  billingRoles,
  performanceReaders,
  permissions,
  type Role,
  timesheetReaders,
} from './roles.ts';

/** A badge slot on a sidebar link; its number comes from `GET /api/v1/sidebar-counts`. */
export type NavBadge = 'notifications' | 'serviceReminders' | 'pendingJobOrders' | 'lowStock';

export type NavLinkItem = {
  /** Spec §2 label, verbatim. */
  label: string;
  /** Canonical path under /admin (spec §2 `/dashboard/x` → `/admin/x`, DESIGN.md §3.2). */
  path: string;
  badge?: NavBadge;
  /** What the screen will do, shown while its module is not available yet. */
  purpose: string;
  /**
   * Only these roles see the link, whether or not their sidebar has its group (invoicing sits
   * under Job Orders but is the desk's and the manager's, not a mechanic's). Unset: the group's.
   */
  roles?: readonly Role[];
  /** A screen that adds or changes: only for roles with `rw` on the group's area (DESIGN.md §4). */
  changes?: true;
};

export type NavGroupKey =
  | 'dashboard'
  | 'clients'
  | 'calendar'
  | 'jobOrders'
  | 'services'
  | 'inventory'
  | 'employees'
  | 'reports'
  | 'settings';

export type NavGroup = {
  key: NavGroupKey;
  label: string;
  path: string;
  links: NavLinkItem[];
};

/** Spec §2 "Dashboard sidebar navigation", with the canonical `/admin` prefix. */
export const navigation: NavGroup[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/admin',
    links: [
      {
        label: 'Dashboard Overview',
        path: '/admin',
        purpose: "Your workshop's figures at a glance.",
      },
      {
        label: 'Notifications',
        path: '/admin/notifications',
        badge: 'notifications',
        purpose: 'New online bookings, client messages and job updates in one inbox.',
      },
      {
        label: 'Quick Actions',
        path: '/admin/quick-actions',
        purpose: 'Shortcuts for the jobs you do every day: check in a car, book, invoice.',
      },
    ],
  },
  {
    key: 'clients',
    label: 'Clients & Vehicles',
    path: '/admin/clients',
    links: [
      { label: 'Client List', path: '/admin/clients', purpose: 'Your clients.' },
      { label: 'Vehicle List', path: '/admin/vehicles', purpose: 'The vehicles you service.' },
      {
        label: 'Add New Client',
        path: '/admin/clients/new',
        purpose: 'Add a client.',
        changes: true,
      },
      {
        label: 'Add New Vehicle',
        path: '/admin/vehicles/new',
        purpose: 'Add a vehicle.',
        changes: true,
      },
      {
        label: 'Service Reminders',
        path: '/admin/service-reminders',
        badge: 'serviceReminders',
        purpose:
          'Vehicles due for service, with reminders to their owners by e-mail, SMS or WhatsApp.',
      },
    ],
  },
  {
    key: 'calendar',
    label: 'Calendar & Bookings',
    path: '/admin/calendar',
    links: [
      {
        label: 'Calendar View',
        path: '/admin/calendar',
        purpose: "The workshop's appointments by day and week.",
      },
      {
        label: 'Add Appointment',
        path: '/admin/calendar/new',
        purpose: 'Book a client, a vehicle and a service into a free slot.',

        changes: true,
      },
      {
        label: 'Manage Bookings',
        path: '/admin/calendar/bookings',
        purpose: 'Confirm, move or cancel bookings, including those made online.',
      },
      {
        label: 'Mechanic Availability',
        path: '/admin/calendar/availability',
        purpose: "Each mechanic's working hours and time off.",
      },
    ],
  },
  {
    key: 'jobOrders',
    label: 'Job Orders',
    path: '/admin/job-orders',
    links: [
      {
        label: 'Job Order List',
        path: '/admin/job-orders',
        purpose: 'Every job order with its vehicle, mechanic, status and total.',
      },
      {
        label: 'Create New Job Order',
        path: '/admin/job-orders/new',
        purpose: 'Open a job order with labour and parts lines.',

        changes: true,
      },
      {
        label: 'Pending Job Orders',
        path: '/admin/job-orders/pending',
        badge: 'pendingJobOrders',
        purpose: 'Job orders not completed or cancelled yet, oldest first.',
      },
      {
        label: 'Completed Job Orders',
        path: '/admin/job-orders/completed',
        purpose: 'Finished work, ready to invoice.',
      },
      {
        label: 'Shop Board',
        path: '/admin/job-orders/board',
        purpose: 'The cars in the shop by status, moved from column to column as the work goes on.',
      },
      {
        label: 'Canned Jobs',
        path: '/admin/job-orders/canned-jobs',
        purpose: 'Ready-made sets of labour and parts lines to add to a job order in one go.',
        changes: true,
      },
      {
        label: 'Invoices',
        path: '/admin/invoices',
        purpose: 'Invoices and counter sales, their payments and credit notes.',
        roles: billingRoles,
      },
      {
        label: 'Receivables',
        path: '/admin/invoices/receivables',
        purpose: 'What clients still owe, by age.',
        roles: billingRoles,
      },
    ],
  },
  {
    key: 'services',
    label: 'Services',
    path: '/admin/services',
    links: [
      {
        label: 'Services',
        path: '/admin/services',
        purpose: 'The services you offer, with their duration and price.',
      },
    ],
  },
  {
    key: 'inventory',
    label: 'Inventory',
    path: '/admin/inventory',
    links: [
      {
        label: 'Inventory Overview',
        path: '/admin/inventory',
        purpose: 'Parts and supplies in stock, with their value.',
      },
      {
        label: 'Low Stock Alerts',
        path: '/admin/inventory/alerts',
        badge: 'lowStock',
        purpose: 'Items below their reorder level.',
      },
      {
        label: 'Add New Item',
        path: '/admin/inventory/new',
        purpose: 'Add a part or supply to the inventory.',
      },
      {
        label: 'Purchase Orders',
        path: '/admin/inventory/purchase-orders',
        purpose: 'Orders to your suppliers and their deliveries.',
      },
    ],
  },
  {
    key: 'employees',
    label: 'Employee Management',
    path: '/admin/employees',
    links: [
      {
        label: 'Employee List',
        path: '/admin/employees',
        purpose: 'Your team with their roles and contact details.',
      },
      {
        label: 'Add New Employee',
        path: '/admin/employees/new',
        purpose: 'Add a team member.',
        // Adding people (and what they are paid) is the admin's (issue 24).
        roles: ['admin'],
      },
      {
        label: 'Manage Schedules',
        path: '/admin/employees/schedules',
        purpose: 'Shifts and rotas for the team.',
      },
      {
        label: 'Performance Metrics',
        path: '/admin/employees/performance',
        purpose: 'Jobs done, hours billed and ratings per team member.',
        // A mechanic reads their own figures here, without the rest of the group (issue 24).
        roles: performanceReaders,
      },
      {
        label: 'Timesheets',
        path: '/admin/employees/timesheets',
        purpose: 'Hours clocked in, breaks and overtime per pay period.',
        // Everyone reads their own timesheet; admin and manager the team's (ADR 046).
        roles: timesheetReaders,
      },
    ],
  },
  {
    key: 'reports',
    label: 'Reports & Analytics',
    path: '/admin/reports',
    links: [
      {
        label: 'Revenue Reports',
        path: '/admin/reports/revenue',
        purpose: 'Revenue by period, service and payment method.',
      },
      {
        label: 'Service Trends',
        path: '/admin/reports/service-trends',
        purpose: 'Which services are booked, when and how often.',
      },
      {
        label: 'Employee Performance',
        path: '/admin/reports/employee-performance',
        purpose: 'Productivity and revenue per mechanic.',
      },
      {
        label: 'Client Retention',
        path: '/admin/reports/client-retention',
        purpose: 'How many clients come back, and who is drifting away.',
      },
    ],
  },
  {
    key: 'settings',
    label: 'Settings',
    path: '/admin/settings',
    links: [
      {
        label: 'Business Details',
        path: '/admin/settings/business',
        purpose: "Your workshop's details, your team and invitations.",
      },
      {
        label: 'Notification Settings',
        path: '/admin/settings/notifications',
        purpose: 'Which events notify whom, and through which channel.',
      },
      {
        label: 'Tax and Currency',
        path: '/admin/settings/tax-currency',
        purpose: 'Tax rates and the currency of prices and invoices.',
      },
      {
        label: 'Inspection Templates',
        path: '/admin/settings/inspection-templates',
        purpose: 'The checklists your mechanics fill when they inspect a vehicle.',
      },
      {
        label: 'User Roles & Permissions',
        path: '/admin/settings/roles',
        purpose: 'What each role may see and change.',
      },
      {
        label: 'Backup & Restore',
        path: '/admin/settings/backup',
        purpose: "Download a copy of your workshop's data and restore it.",
      },
    ],
  },
];

/**
 * Sidebar groups per role, in the role's order (DESIGN.md §4, which wins over the spec's menu
 * filter): admin all; front desk the clients, the calendar and the job orders it runs (with
 * invoices) and the services it books; mechanic the calendar and their own job orders; manager
 * everything it may read or change, reports, employees and inventory first. Every staff role
 * sees the Dashboard; Settings only admins.
 */
export const navGroupsByRole: Record<Role, readonly NavGroupKey[]> = {
  admin: navigation.map((group) => group.key),
  manager: [
    'dashboard',
    'reports',
    'employees',
    'inventory',
    'clients',
    'calendar',
    'jobOrders',
    'services',
  ],
  front_desk: ['dashboard', 'clients', 'calendar', 'jobOrders', 'services'],
  mechanic: ['dashboard', 'calendar', 'jobOrders'],
  client: [],
};

/** The permission area a group's screens are guarded by; the Dashboard is every staff role's. */
function groupArea(key: NavGroupKey): Area | null {
  return key === 'dashboard' ? null : key;
}

function linkShownTo(link: NavLinkItem, group: NavGroup, role: Role, groupShown: boolean) {
  if (link.roles) return link.roles.includes(role);
  if (!groupShown) return false;
  const area = groupArea(group.key);
  return !link.changes || area === null || permissions[area][role] === 'rw';
}

/**
 * The sidebar groups the role sees, in its order, with the links it may use: a group of its own
 * without the links kept for other roles or for those who may change the area (a manager reads
 * job orders but does not open them), and a group it has only some links of with just those,
 * leading to the first of them.
 */
export function navigationFor(role: Role): NavGroup[] {
  const keys = navGroupsByRole[role];
  const ordered = [
    ...keys.flatMap((key) => navigation.filter((group) => group.key === key)),
    ...navigation.filter((group) => !keys.includes(group.key)),
  ];
  return ordered.flatMap((group) => {
    const groupShown = keys.includes(group.key);
    const links = group.links.filter((link) => linkShownTo(link, group, role, groupShown));
    if (links.length === 0) return [];
    return [{ ...group, path: groupShown ? group.path : (links[0] as NavLinkItem).path, links }];
  });
}

/** Screens that exist in this release; every other sidebar path is "not available yet". */
export const availablePaths = [
  '/admin',
  '/admin/notifications',
  '/admin/clients',
  '/admin/clients/new',
  '/admin/vehicles',
  '/admin/vehicles/new',
  '/admin/services',
  '/admin/settings/business',
  '/admin/settings/tax-currency',
  '/admin/settings/inspection-templates',
  '/admin/calendar',
  '/admin/calendar/availability',
  '/admin/employees/schedules',
  '/admin/calendar/new',
  '/admin/calendar/bookings',
  '/admin/job-orders',
  '/admin/job-orders/new',
  '/admin/job-orders/pending',
  '/admin/job-orders/completed',
  '/admin/job-orders/board',
  '/admin/job-orders/canned-jobs',
  '/admin/inventory',
  '/admin/inventory/new',
  '/admin/inventory/alerts',
  '/admin/inventory/purchase-orders',
  '/admin/invoices',
  '/admin/invoices/receivables',
  '/admin/employees',
  '/admin/employees/new',
  '/admin/employees/performance',
  '/admin/employees/timesheets',
  '/admin/reports/revenue',
  '/admin/reports/client-retention',
  '/admin/reports/employee-performance',
  '/admin/reports/service-trends',
] as const;

/** The sidebar link for a path, with its group (for the "not available yet" page). */
export function findNavLink(path: string): { group: NavGroup; link: NavLinkItem } | null {
  for (const group of navigation) {
    const link = group.links.find((item) => item.path === path);
    if (link) return { group, link };
  }
  return null;
}

/** A vehicle is due for a service reminder when its last completed job is this many days old. */
export const SERVICE_REMINDER_AFTER_DAYS = 180;
