import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inspectionTemplatesKey } from '../../../lib/api/list-inspection-templates.ts';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `DELETE /api/v1/inspection-templates/:id` (admin): archives it (inspections made from it keep
 * their items). The default and the last template are refused with the reason.
 */
export function deleteInspectionTemplate(id: string) {
  return unwrap(client.DELETE('/api/v1/inspection-templates/{id}', { params: { path: { id } } }));
}

export function useDeleteInspectionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInspectionTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionTemplatesKey }),
  });
}
