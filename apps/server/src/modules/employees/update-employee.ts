import type { EmployeeDetail, updateEmployeeSchema } from '@pitstop/domain/employees';
import type { StaffRole } from '@pitstop/domain/roles';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { employees } from '../../db/schema/people.ts';
import { invitations, profiles } from '../../db/schema/shops.ts';
import { recordHistory } from '../../platform/history.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { EventBus } from '../../plugins/events.ts';
import { employeeToChange, keepAnActiveAdmin } from './employee-writes.ts';
import { getEmployee } from './get-employee.ts';

type Change = { from: unknown; to: unknown };

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The Employee page's profile: hire date, calendar colour, skills (the record) and phone (the
 * profile of a member, the invitation while invited). Only fields that change are written and
 * kept in the history, each with what it was and became.
 */
export async function updateEmployee(options: {
  tx: Tx;
  shopId: string;
  viewer: Viewer;
  id: string;
  input: z.output<typeof updateEmployeeSchema>;
}): Promise<EmployeeDetail> {
  const { shopId, viewer, input } = options;
  const employeeId = await options.tx.transaction(async (tx) => {
    const row = await employeeToChange({ tx, shopId, id: options.id });
    const changes: Record<string, Change> = {};
    const record: Partial<typeof employees.$inferInsert> = {};
    const note = <Key extends 'hireDate' | 'calendarColor' | 'skills' | 'phone'>(
      key: Key,
      before: unknown,
    ) => {
      const after = input[key];
      if (after === undefined || sameValue(before, after)) return false;
      changes[key] = { from: before, to: after };
      return true;
    };
    if (note('hireDate', row.hireDate)) record.hireDate = input.hireDate ?? null;
    if (note('calendarColor', row.calendarColor))
      record.calendarColor = input.calendarColor ?? null;
    if (note('skills', row.skills)) record.skills = input.skills ?? [];
    const phoneChanged = note('phone', row.phone);
    if (Object.keys(changes).length === 0) return row.id;
    if (Object.keys(record).length > 0) {
      await tx
        .update(employees)
        .set({ ...record, updatedAt: new Date() })
        .where(eq(employees.id, row.id));
    }
    if (phoneChanged) {
      const phone = input.phone ?? null;
      if (row.userId) await tx.update(profiles).set({ phone }).where(eq(profiles.id, row.userId));
      else if (row.invitationId)
        await tx.update(invitations).set({ phone }).where(eq(invitations.id, row.invitationId));
    }
    await recordHistory({
      tx,
      shopId,
      subjectType: 'employee',
      subjectId: row.id,
      action: 'profile_updated',
      actor: viewer,
      details: changes,
    });
    return row.id;
  });
  return getEmployee({ tx: options.tx, shopId, viewer, id: employeeId });
}

/**
 * An admin changes a person's role (an invited person's too: they join with it). Demoting the
 * shop's last active admin is a 409; the member's open tabs learn the new role at once.
 */
export async function changeEmployeeRole(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  viewer: Viewer;
  id: string;
  role: StaffRole;
}): Promise<EmployeeDetail> {
  const { shopId, viewer, role } = options;
  const row = await options.tx.transaction(async (tx) => {
    const found = await employeeToChange({ tx, shopId, id: options.id });
    if (found.role === role) return found;
    if (found.userId) {
      if (found.role === 'admin' && found.status === 'active')
        await keepAnActiveAdmin({ tx, shopId, userId: found.userId });
      await tx
        .update(profiles)
        .set({ role, userType: 'staff' })
        .where(eq(profiles.id, found.userId));
    } else if (found.invitationId) {
      await tx.update(invitations).set({ role }).where(eq(invitations.id, found.invitationId));
    }
    await recordHistory({
      tx,
      shopId,
      subjectType: 'employee',
      subjectId: found.id,
      action: 'role_changed',
      actor: viewer,
      fromStatus: found.role,
      toStatus: role,
    });
    return found;
  });
  if (row.userId)
    await options.events.publish({ type: 'profile.updated', userIds: [row.userId] }, options.tx);
  return getEmployee({ tx: options.tx, shopId, viewer, id: row.id });
}

/** An admin sets how a person is paid (null: not set); exact decimals, kept in the history. */
export async function setEmployeePay(options: {
  tx: Tx;
  shopId: string;
  viewer: Viewer;
  id: string;
  pay: { type: 'hourly' | 'flat_rate' | 'salary'; rate: string } | null;
}): Promise<EmployeeDetail> {
  const { shopId, viewer, pay } = options;
  const employeeId = await options.tx.transaction(async (tx) => {
    const row = await employeeToChange({ tx, shopId, id: options.id });
    const before = row.payType && row.payRate ? { type: row.payType, rate: row.payRate } : null;
    if (sameValue(before, pay)) return row.id;
    await tx
      .update(employees)
      .set({ payType: pay?.type ?? null, payRate: pay?.rate ?? null, updatedAt: new Date() })
      .where(eq(employees.id, row.id));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'employee',
      subjectId: row.id,
      action: 'pay_changed',
      actor: viewer,
      details: { pay: { from: before, to: pay } },
    });
    return row.id;
  });
  return getEmployee({ tx: options.tx, shopId, viewer, id: employeeId });
}
