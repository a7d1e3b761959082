import type { Role } from '@pitstop/domain/roles';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/shops.ts';

export async function listTeam(options: { tx: Tx; shopId: string }) {
  const rows = await options.tx
    .select({
      id: profiles.id,
      email: users.email,
      fullName: profiles.fullName,
      name: users.name,
      role: profiles.role,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.shopId, options.shopId))
    .orderBy(asc(users.name));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.fullName || row.name,
    role: row.role as Role,
  }));
}
