import type { EmployeeDetail } from '@pitstop/domain/employees';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { sessions } from '../../db/schema/auth.ts';
import { employees } from '../../db/schema/people.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { EventBus } from '../../plugins/events.ts';
import { employeeToChange, keepAnActiveAdmin } from './employee-writes.ts';
import { getEmployee } from './get-employee.ts';

/**
 * Deactivate: the person is signed out everywhere at once (their sessions are deleted, cached
 * viewers dropped, and the auth layer refuses a deactivated staff member from then on, ADR 044),
 * taken off mechanic pickers and new work, and kept by name on every history. The answer lists
 * their future bookings and open job orders to reassign. Reactivate undoes it.
 */
export async function setEmployeeActive(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  viewer: Viewer;
  id: string;
  active: boolean;
}): Promise<EmployeeDetail> {
  const { shopId, viewer, active } = options;
  const row = await options.tx.transaction(async (tx) => {
    const found = await employeeToChange({ tx, shopId, id: options.id });
    if (!found.userId)
      throw AppError.conflict('This person has not joined yet: revoke their invitation instead.');
    if (active ? found.status === 'active' : found.status === 'deactivated') {
      throw AppError.conflict(
        active ? `${found.name} is already active.` : `${found.name} is already deactivated.`,
      );
    }
    if (!active && found.role === 'admin')
      await keepAnActiveAdmin({ tx, shopId, userId: found.userId });
    await tx
      .update(employees)
      .set({
        deactivatedAt: active ? null : new Date(),
        deactivatedBy: active ? null : viewer.id,
        updatedAt: new Date(),
      })
      .where(eq(employees.id, found.id));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, found.userId));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'employee',
      subjectId: found.id,
      action: active ? 'reactivated' : 'deactivated',
      actor: viewer,
      fromStatus: found.status,
      toStatus: active ? 'active' : 'deactivated',
    });
    return found;
  });
  // Every instance forgets its cached viewer of this person (ADR 008).
  if (row.userId)
    await options.events.publish({ type: 'profile.updated', userIds: [row.userId] }, options.tx);
  return getEmployee({ tx: options.tx, shopId, viewer, id: row.id });
}
