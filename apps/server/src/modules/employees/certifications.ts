import type { CertificationInput, EmployeeDetail } from '@pitstop/domain/employees';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { employeeCertifications } from '../../db/schema/people.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { employeeToChange } from './employee-writes.ts';
import { getEmployee } from './get-employee.ts';

type Certification = { name: string; expiresOn: string | null };

/**
 * Adds (no `certificationId`), changes or removes (`input` null) one of a person's
 * certifications, in the history with what it was and became.
 */
export async function changeCertification(options: {
  tx: Tx;
  shopId: string;
  viewer: Viewer;
  id: string;
  certificationId?: string;
  input: (Omit<CertificationInput, 'expiresOn'> & { expiresOn: string | null }) | null;
}): Promise<EmployeeDetail> {
  const { shopId, viewer, input, certificationId } = options;
  const employeeId = await options.tx.transaction(async (tx) => {
    const row = await employeeToChange({ tx, shopId, id: options.id });
    let before: Certification | null = null;
    if (certificationId) {
      const [found] = await tx
        .select({ name: employeeCertifications.name, expiresOn: employeeCertifications.expiresOn })
        .from(employeeCertifications)
        .where(
          and(
            eq(employeeCertifications.id, certificationId),
            eq(employeeCertifications.employeeId, row.id),
            eq(employeeCertifications.shopId, shopId),
          ),
        )
        .for('update');
      if (!found) throw AppError.notFound('No such certification on this employee.');
      before = found;
    }
    const after: Certification | null = input
      ? { name: input.name, expiresOn: input.expiresOn }
      : null;
    if (!certificationId && after) {
      await tx
        .insert(employeeCertifications)
        .values({ shopId, employeeId: row.id, name: after.name, expiresOn: after.expiresOn });
    } else if (certificationId && after) {
      await tx
        .update(employeeCertifications)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(employeeCertifications.id, certificationId));
    } else if (certificationId) {
      await tx.delete(employeeCertifications).where(eq(employeeCertifications.id, certificationId));
    }
    await recordHistory({
      tx,
      shopId,
      subjectType: 'employee',
      subjectId: row.id,
      action: !before
        ? 'certification_added'
        : after
          ? 'certification_changed'
          : 'certification_removed',
      actor: viewer,
      details: { certification: { from: before, to: after } },
    });
    return row.id;
  });
  return getEmployee({ tx: options.tx, shopId, viewer, id: employeeId });
}
