import type { InspectionTemplateInput } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inspectionTemplatesKey } from '../../../lib/api/list-inspection-templates.ts';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/inspection-templates` (admin): a new template; its items get their keys. */
export function createInspectionTemplate(input: InspectionTemplateInput) {
  return unwrap(client.POST('/api/v1/inspection-templates', { body: input }));
}

export function useCreateInspectionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInspectionTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionTemplatesKey }),
  });
}
