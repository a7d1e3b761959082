import { hashPassword } from 'better-auth/crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { accounts, users } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { profiles } from '../../db/schema/shops.ts';
import { appointments, jobOrders } from '../../db/schema/workshop.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';

/**
 * Creates the demo accounts (confirmed, password `pitstop-demo`), puts staff in their shops,
 * links the car owner to their client record and gives the demo mechanic the shop's jobs.
 */
export async function seedDemoAccounts(options: {
  tx: Tx;
  shops: { demo: string; northside: string };
}) {
  // better-auth's own default hash (the auth set-up keeps it), so no app is needed to seed.
  // One hash for all: the password is public anyway, and hashing is the slow part.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
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
      if (account.role === 'mechanic') {
        const shopId = options.shops[account.shop];
        await tx
          .update(appointments)
          .set({ mechanicId: user.id })
          .where(and(eq(appointments.shopId, shopId), isNull(appointments.mechanicId)));
        await tx
          .update(jobOrders)
          .set({ mechanicId: user.id })
          .where(and(eq(jobOrders.shopId, shopId), isNull(jobOrders.mechanicId)));
      }
    }
  });
}
