import { LAST_ADMIN_RULE } from '@pitstop/domain/employees';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { employees } from '../../db/schema/people.ts';
import { profiles } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { type EmployeeRow, findEmployeeRow } from './employee-rows.ts';
import { notFound } from './get-employee.ts';

/** The record a write is about, or a 404. */
export async function employeeToChange(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<EmployeeRow> {
  const row = await findEmployeeRow(options);
  if (!row) throw notFound();
  return row;
}

/**
 * Refuses a change that would leave the shop without an active admin (demoting or deactivating
 * the last one). The shop's admin profiles are locked first, so two such changes at once cannot
 * each see the other admin still there.
 */
export async function keepAnActiveAdmin(options: {
  tx: Tx;
  shopId: string;
  userId: string;
}): Promise<void> {
  const { tx, shopId } = options;
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.shopId, shopId), eq(profiles.role, 'admin')))
    .for('update');
  const [others] = await tx
    .select({ count: count() })
    .from(profiles)
    .leftJoin(employees, eq(employees.userId, profiles.id))
    .where(
      and(
        eq(profiles.shopId, shopId),
        eq(profiles.role, 'admin'),
        isNull(employees.deactivatedAt),
        sql`${profiles.id} <> ${options.userId}`,
      ),
    );
  if ((others?.count ?? 0) === 0) throw new AppError('last_active_admin', 409, LAST_ADMIN_RULE);
}
