import { isStaffRole } from '@pitstop/domain/roles';
import { displayName } from '@pitstop/domain/session';
import { and, asc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { employees } from '../../db/schema/people.ts';
import { profiles } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';

export type StaffMember = { userId: string; name: string; role: string; email: string };

/**
 * The shop's active staff members (deactivated employees are left out, issue 24), by name;
 * `userId` narrows to one person.
 */
export async function listActiveStaff(options: {
  tx: Tx;
  shopId: string;
  userId?: string;
}): Promise<StaffMember[]> {
  const { tx, shopId } = options;
  const rows = await tx
    .select({
      id: profiles.id,
      role: profiles.role,
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(profiles.shopId, shopId),
        inArray(profiles.role, ['admin', 'manager', 'front_desk', 'mechanic']),
        options.userId ? eq(profiles.id, options.userId) : undefined,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(employees)
            .where(and(eq(employees.userId, profiles.id), isNotNull(employees.deactivatedAt))),
        ),
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.id));
  return rows
    .filter((row) => isStaffRole(row.role))
    .map((row) => ({ userId: row.id, name: displayName(row), role: row.role, email: row.email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One active staff member of the shop, or 404 (another shop's, a car owner, deactivated). */
export async function activeStaffMember(options: {
  tx: Tx;
  shopId: string;
  userId: string;
}): Promise<StaffMember> {
  const [member] = await listActiveStaff(options);
  if (!member) throw AppError.notFound('No active staff member with that id in your workshop.');
  return member;
}
