import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { accounts, users } from '../db/schema/auth.ts';
import { clients } from '../db/schema/clients.ts';
import { profiles } from '../db/schema/shops.ts';
import { DEMO_PASSWORD, demoAccounts } from '../modules/accounts/public.ts';
import { seedDemoAttendance } from './build-attendance.ts';
import { buildEmployees } from './build-employees.ts';
import { seedDemoSchedules } from './seed-demo-schedules.ts';
import { seedDemoTimeOffRequest } from './seed-demo-time-off-request.ts';

/**
 * Creates the demo accounts (confirmed, password `pitstop-demo`), puts staff in their shops
 * with their employee records (build-employees.ts), links the car owner to their client record
 * and gives the mechanics their weeks and the shops' jobs (seed-demo-schedules.ts), and the demo
 * garage's staff a year of attendance (build-attendance.ts).
 */
export async function seedDemoAccounts(options: {
  tx: Tx;
  shops: { demo: string; northside: string };
  /** The seed's "today" (the demo data's), for the mechanics' time off. */
  now?: Date;
}) {
  // better-auth's own default hash (the auth set-up keeps it), so no app is needed to seed.
  // One hash for all: the password is public anyway, and hashing is the slow part.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const mechanics: { shop: 'demo' | 'northside'; userId: string; email: string }[] = [];
  const staff: { shop: 'demo' | 'northside'; userId: string; email: string }[] = [];
  await options.tx.transaction(async (tx) => {
    for (const account of demoAccounts) {
      const [user] = await tx
        .insert(users)
        .values({ name: account.name, email: account.email, emailVerified: true })
        .returning({ id: users.id });
      if (!user) throw new Error(`could not create ${account.email}`);
      await tx.insert(accounts).values({
        userId: user.id,
        accountId: user.id,
        providerId: 'credential',
        password: passwordHash,
      });
      const [firstName, ...rest] = account.name.split(' ');
      const isClient = account.role === 'client';
      await tx.insert(profiles).values({
        id: user.id,
        role: account.role,
        userType: isClient ? 'client' : 'staff',
        shopId: isClient ? null : options.shops[account.shop],
        fullName: account.name,
        firstName: firstName ?? null,
        lastName: rest.join(' ') || null,
      });
      if (isClient) {
        await tx
          .update(clients)
          .set({ userId: user.id })
          .where(
            and(
              eq(clients.shopId, options.shops[account.shop]),
              sql`lower(${clients.email}) = ${account.email}`,
            ),
          );
      }
      if (!isClient) staff.push({ shop: account.shop, userId: user.id, email: account.email });
      if (account.role === 'mechanic') {
        mechanics.push({ shop: account.shop, userId: user.id, email: account.email });
      }
    }
    for (const shop of ['demo', 'northside'] as const) {
      await buildEmployees({
        tx,
        shopId: options.shops[shop],
        staff: staff.filter((member) => member.shop === shop),
        now: options.now ?? new Date(),
      });
      await seedDemoSchedules({
        tx,
        shopId: options.shops[shop],
        mechanics: mechanics.filter((mechanic) => mechanic.shop === shop),
        now: options.now ?? new Date(),
      });
    }
    const requester = mechanics.find((mechanic) => mechanic.email === 'mechanic@pitstop.test');
    if (requester) {
      await seedDemoTimeOffRequest({
        tx,
        shopId: options.shops.demo,
        userId: requester.userId,
        now: options.now ?? new Date(),
      });
    }
    // The demo garage's clock cards, after the job clock they stretch around.
    await seedDemoAttendance({ tx, shopId: options.shops.demo, now: options.now ?? new Date() });
  });
}
