import type { createEmployeeSchema, EmployeeDetail } from '@pitstop/domain/employees';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { employeeCertifications, employees } from '../../db/schema/people.ts';
import { recordHistory } from '../../platform/history.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { createInvitation, mailInvitation } from '../invitations/public.ts';
import { getEmployee } from './get-employee.ts';

/**
 * Add New Employee: the invitation (the existing flow, its mail included) and the employee record
 * with what the admin knows already, at once; they show as "invited" until they accept.
 */
export async function createEmployee(options: {
  tx: Tx;
  mailer: Mailer;
  appUrl: string;
  viewer: Viewer;
  shopId: string;
  input: z.output<typeof createEmployeeSchema>;
}): Promise<EmployeeDetail> {
  const { input, shopId, viewer } = options;
  const created = await options.tx.transaction(async (tx) => {
    const invitation = await createInvitation({
      tx,
      viewer,
      shopId,
      input: {
        email: input.email,
        role: input.role,
        fullName: input.fullName,
        phone: input.phone,
      },
    });
    await tx
      .update(employees)
      .set({
        hireDate: input.hireDate,
        payType: input.pay?.type ?? null,
        payRate: input.pay?.rate ?? null,
        skills: input.skills,
      })
      .where(eq(employees.id, invitation.employeeId));
    if (input.certifications.length > 0) {
      await tx.insert(employeeCertifications).values(
        input.certifications.map((certification) => ({
          shopId,
          employeeId: invitation.employeeId,
          name: certification.name,
          expiresOn: certification.expiresOn,
        })),
      );
    }
    await recordHistory({
      tx,
      shopId,
      subjectType: 'employee',
      subjectId: invitation.employeeId,
      action: 'invited',
      actor: viewer,
      toStatus: 'invited',
      details: { email: input.email, role: input.role },
    });
    return invitation;
  });
  await mailInvitation({
    tx: options.tx,
    mailer: options.mailer,
    appUrl: options.appUrl,
    viewer,
    shopId,
    email: input.email,
    role: input.role,
    token: created.token,
  });
  return getEmployee({ tx: options.tx, shopId, viewer, id: created.employeeId });
}
