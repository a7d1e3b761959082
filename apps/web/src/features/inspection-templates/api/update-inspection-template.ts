import type { InspectionTemplateInput } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inspectionTemplatesKey } from '../../../lib/api/list-inspection-templates.ts';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `PUT /api/v1/inspection-templates/:id` (admin): replaces the template; its items keep their
 * keys, so the next inspection still shows the last measurement of each. `isDefault` moves the
 * default here.
 */
export function updateInspectionTemplate(input: { id: string; template: InspectionTemplateInput }) {
  return unwrap(
    client.PUT('/api/v1/inspection-templates/{id}', {
      params: { path: { id: input.id } },
      body: input.template,
    }),
  );
}

export function useUpdateInspectionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInspectionTemplate,
    // Making one the default takes it from another: the whole list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionTemplatesKey }),
  });
}
