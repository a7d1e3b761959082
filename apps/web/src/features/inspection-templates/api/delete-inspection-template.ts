import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inspectionTemplatesKey } from '../../../lib/api/list-inspection-templates.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * `DELETE /api/v1/inspection-templates/:id` (admin): archives it (inspections made from it keep
 * their items). The default and the last template are refused with the reason.
 */
export function deleteInspectionTemplate(id: string): Promise<void> {
  return api<void>(`/inspection-templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteInspectionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInspectionTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionTemplatesKey }),
  });
}
