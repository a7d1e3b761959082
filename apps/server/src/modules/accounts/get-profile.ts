import type { Profile } from '@pitstop/domain/accounts';
import type { Role } from '@pitstop/domain/roles';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { profiles, shops } from '../../db/schema/shops.ts';

export async function getProfile(options: { tx: Tx; userId: string }): Promise<Profile | null> {
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
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(shops, eq(shops.id, profiles.shopId))
    .where(eq(profiles.id, options.userId));
  if (!row) return null;
  return { ...row, role: row.role as Role, userType: row.userType as Profile['userType'] };
}
