import type { Profile } from '@pitstop/domain/accounts';
import { defaultMoneyFormat } from '@pitstop/domain/invoices';
import type { Role } from '@pitstop/domain/roles';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { employees } from '../../db/schema/people.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { ensureProfile, type SignupUser } from './ensure-profile.ts';

/**
 * A profile and whether its shop deactivated the person (ADR 044: the auth layer refuses them,
 * so a deactivated staff member's every request is 401).
 */
export type AccountProfile = Profile & { deactivated: boolean };

export async function getProfile(options: {
  tx: Tx;
  userId: string;
}): Promise<AccountProfile | null> {
  const [row] = await options.tx
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      role: profiles.role,
      userType: profiles.userType,
      shopId: profiles.shopId,
      shopName: shops.name,
      username: profiles.username,
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      deactivated: sql<boolean>`exists (select 1 from ${employees} e
        where e.user_id = ${profiles.id} and e.deactivated_at is not null)`,
      // A car owner has no shop of their own: the workshop they were first linked to formats.
      money: sql<{ currency: string; locale: string; timeZone: string } | null>`coalesce(
        case when ${shops.id} is not null
          then json_build_object('currency', ${shops.currency}, 'locale', ${shops.locale},
            'timeZone', ${shops.timezone}) end,
        (select json_build_object('currency', s.currency, 'locale', s.locale, 'timeZone', s.timezone)
          from ${clients} c join ${shops} s on s.id = c.shop_id
          where c.user_id = ${profiles.id}
          order by c.created_at, c.id limit 1))`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(shops, eq(shops.id, profiles.shopId))
    .where(eq(profiles.id, options.userId));
  if (!row) return null;
  const { money, ...profile } = row;
  return {
    ...profile,
    role: row.role as Role,
    userType: row.userType as Profile['userType'],
    currency: money?.currency ?? defaultMoneyFormat.currency,
    locale: money?.locale ?? defaultMoneyFormat.locale,
    timeZone: money?.timeZone ?? null,
  };
}

/** The signed-in person's profile, made on first use when the sign-up hook did not make it. */
export async function getOrCreateProfile(options: {
  tx: Tx;
  user: SignupUser;
}): Promise<AccountProfile | null> {
  const { tx, user } = options;
  const found = await getProfile({ tx, userId: user.id });
  if (found) return found;
  await ensureProfile({ tx, user });
  return getProfile({ tx, userId: user.id });
}
