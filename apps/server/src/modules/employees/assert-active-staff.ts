import { deactivatedMessage } from '@pitstop/domain/employees';
import { displayName } from '@pitstop/domain/session';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { employees } from '../../db/schema/people.ts';
import { profiles } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * A deactivated person takes no new work: assigning them to a booking or a job order is a 409
 * naming them ("Alex Stone is deactivated: choose another mechanic.").
 */
export async function assertNotDeactivated(options: {
  tx: Tx;
  shopId: string;
  userId: string;
}): Promise<void> {
  const [row] = await options.tx
    .select({
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(profiles, eq(profiles.id, employees.userId))
    .where(
      and(
        eq(employees.shopId, options.shopId),
        eq(employees.userId, options.userId),
        isNotNull(employees.deactivatedAt),
      ),
    );
  if (row) {
    const message = deactivatedMessage(displayName(row));
    throw new AppError('employee_deactivated', 409, message, [
      { path: 'body.mechanicId', message },
    ]);
  }
}

/** A person's name as histories keep it, whatever their status; null for an unknown account. */
export async function staffNameOf(options: { tx: Tx; userId: string }): Promise<string | null> {
  const [row] = await options.tx
    .select({
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, options.userId));
  return row ? displayName(row) : null;
}

/** Whether a shop deactivated this account (their sign-in is refused). */
export async function isDeactivated(options: { tx: Tx; userId: string }): Promise<boolean> {
  const [row] = await options.tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.userId, options.userId), isNotNull(employees.deactivatedAt)));
  return row !== undefined;
}
