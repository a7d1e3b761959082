import type { CertificationInput } from '@pitstop/domain/employees';
import { client, unwrap } from '../../../lib/api-client.ts';
import { useEmployeeWrite } from './update-employee.ts';

/** `POST /api/v1/employees/:id/certifications` (admin). */
export function addCertification(input: { id: string; certification: CertificationInput }) {
  return unwrap(
    client.POST('/api/v1/employees/{id}/certifications', {
      params: { path: { id: input.id } },
      body: input.certification,
    }),
  );
}

/** `PUT /api/v1/employees/:id/certifications/:certificationId` (admin). */
export function changeCertification(input: {
  id: string;
  certificationId: string;
  certification: CertificationInput;
}) {
  return unwrap(
    client.PUT('/api/v1/employees/{id}/certifications/{certificationId}', {
      params: { path: { id: input.id, certificationId: input.certificationId } },
      body: input.certification,
    }),
  );
}

/** `DELETE /api/v1/employees/:id/certifications/:certificationId` (admin). */
export function removeCertification(input: { id: string; certificationId: string }) {
  return unwrap(
    client.DELETE('/api/v1/employees/{id}/certifications/{certificationId}', {
      params: { path: { id: input.id, certificationId: input.certificationId } },
    }),
  );
}

export const useAddCertification = () => useEmployeeWrite(addCertification);
export const useChangeCertification = () => useEmployeeWrite(changeCertification);
export const useRemoveCertification = () => useEmployeeWrite(removeCertification);
