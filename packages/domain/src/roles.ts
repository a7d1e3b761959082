/** Staff roles run a workshop; a car owner has the role `client`. */
export const staffRoles = ['admin', 'manager', 'front_desk', 'mechanic'] as const;
export const roles = [...staffRoles, 'client'] as const;

// No zod here: the router and the route guards of every page use these (ADR 006).
export type Role = (typeof roles)[number];
export type StaffRole = (typeof staffRoles)[number];

/** The car-owner portal's own records and writes are for car owners only, never staff. */
export const carOwnerRoles = ['client'] as const satisfies readonly Role[];

/**
 * Who reads and writes invoices, payments and credit notes (issue 13): the desk and the manager,
 * not mechanics; car owners only see their own through the portal.
 */
export const billingRoles = ['admin', 'manager', 'front_desk'] as const satisfies readonly Role[];

/**
 * Who reads Performance Metrics (issue 24): admin and manager everyone's, a mechanic their own
 * figures. The front desk's figures are read by the admin and manager only.
 */
export const performanceReaders = [
  'admin',
  'manager',
  'mechanic',
] as const satisfies readonly Role[];

/**
 * Who reads timesheets (issue 24): admin and manager the team's, every other staff member their
 * own.
 */
export const timesheetReaders = staffRoles;

/** Roles a person may choose for themselves at sign-up; every other role is granted by an admin. */
export const selfServiceRoles = ['client', 'mechanic'] as const satisfies readonly Role[];

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  front_desk: 'Front Desk',
  mechanic: 'Mechanic',
  client: 'Car Owner',
};

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role ?? '');
}

/**
 * Who may call an API operation: `public` (anyone), `signed-in` (any account), or a list of
 * roles. Published as the operation's `x-roles` and enforced by the server for every route.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** The `x-roles` value of an operation, as documented in the OpenAPI description. */
export function accessToXRoles(access: Access): string[] {
  if (access === 'public') return ['public'];
  if (access === 'signed-in') return [...roles];
  return [...access];
}

/** Areas of the product that permissions are granted on (DESIGN.md §4). */
export const areas = [
  'clients',
  'services',
  'calendar',
  'jobOrders',
  'inventory',
  'employees',
  'reports',
  'settings',
] as const;
export type Area = (typeof areas)[number];

/** `rw` read and write; `r` read only; `own` only the caller's own records; `none` no access. */
export type Grant = 'rw' | 'r' | 'own' | 'none';

export const permissions: Record<Area, Record<Role, Grant>> = {
  clients: { admin: 'rw', manager: 'r', front_desk: 'rw', mechanic: 'r', client: 'own' },
  services: { admin: 'rw', manager: 'rw', front_desk: 'r', mechanic: 'r', client: 'r' },
  calendar: { admin: 'rw', manager: 'r', front_desk: 'rw', mechanic: 'own', client: 'own' },
  jobOrders: { admin: 'rw', manager: 'r', front_desk: 'rw', mechanic: 'own', client: 'own' },
  inventory: { admin: 'rw', manager: 'rw', front_desk: 'r', mechanic: 'r', client: 'none' },
  employees: { admin: 'rw', manager: 'rw', front_desk: 'none', mechanic: 'own', client: 'none' },
  reports: { admin: 'rw', manager: 'rw', front_desk: 'none', mechanic: 'own', client: 'none' },
  settings: { admin: 'rw', manager: 'none', front_desk: 'none', mechanic: 'none', client: 'none' },
};

/** The roles that hold at least `mode` on `area`: the `access` of routes guarding that area. */
export function rolesWith(area: Area, mode: 'read' | 'write'): Role[] {
  return roles.filter((role) => {
    const grant = permissions[area][role];
    if (grant === 'none') return false;
    return mode === 'read' || grant !== 'r';
  });
}
