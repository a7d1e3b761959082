import type { DemoAccounts } from '@pitstop/domain/accounts';
import type { Role } from '@pitstop/domain/roles';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';

export const DEMO_PASSWORD = 'pitstop-demo';

/** The demo accounts; the first two are the login page's quick-login buttons. */
export const demoAccounts: {
  label: string;
  email: string;
  role: Role;
  name: string;
  shop: 'demo' | 'northside';
}[] = [
  {
    label: 'Business Owner',
    email: 'owner@pitstop.test',
    role: 'admin',
    name: 'Morgan Hale',
    shop: 'demo',
  },
  {
    label: 'Car Owner',
    email: 'driver@pitstop.test',
    role: 'client',
    name: 'Jordan Driver',
    shop: 'demo',
  },
  {
    label: 'Manager',
    email: 'manager@pitstop.test',
    role: 'manager',
    name: 'Priya Natarajan',
    shop: 'demo',
  },
  {
    label: 'Front Desk',
    email: 'frontdesk@pitstop.test',
    role: 'front_desk',
    name: 'Luis Ortega',
    shop: 'demo',
  },
  {
    label: 'Mechanic',
    email: 'mechanic@pitstop.test',
    role: 'mechanic',
    name: 'Sam Kowalski',
    shop: 'demo',
  },
  {
    label: 'Mechanic',
    email: 'dana@pitstop.test',
    role: 'mechanic',
    name: 'Dana Reyes',
    shop: 'demo',
  },
  {
    label: 'Mechanic',
    email: 'chris@pitstop.test',
    role: 'mechanic',
    name: 'Chris Okafor',
    shop: 'demo',
  },
  {
    label: 'Northside Mechanic',
    email: 'mechanic@northside.test',
    role: 'mechanic',
    name: 'Riley Chen',
    shop: 'northside',
  },
  {
    label: 'Northside Owner',
    email: 'owner@northside.test',
    role: 'admin',
    name: 'Avery Brooks',
    shop: 'northside',
  },
];

/** Quick logins are offered only where the demo accounts exist (never in production). */
export async function listDemoAccounts(options: {
  tx: Tx;
  production: boolean;
}): Promise<DemoAccounts> {
  const quick = demoAccounts.slice(0, 2);
  if (options.production) return { available: false, password: null, accounts: [] };
  const found = await options.tx
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        quick.map((account) => account.email),
      ),
    );
  const available = found.length === quick.length;
  return {
    available,
    password: available ? DEMO_PASSWORD : null,
    accounts: available ? quick.map(({ label, email, role }) => ({ label, email, role })) : [],
  };
}
