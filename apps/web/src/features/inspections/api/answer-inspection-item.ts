import type { InspectionItemView } from '@pitstop/domain/inspection-views';
import type { InspectionItemAnswer } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeInspectionItem } from './get-inspection.ts';

/**
 * `PATCH /api/v1/inspections/:id/items/:itemId`: one item's answer as it is given (condition,
 * measurement, text, notes; a field left out keeps its value). Answers the item as saved.
 */
export function answerInspectionItem(input: {
  inspectionId: string;
  itemId: string;
  answer: InspectionItemAnswer;
}): Promise<InspectionItemView> {
  return api<InspectionItemView>(
    `/inspections/${encodeURIComponent(input.inspectionId)}/items/${encodeURIComponent(input.itemId)}`,
    { method: 'PATCH', body: input.answer },
  );
}

export function useAnswerInspectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInspectionItem,
    onSuccess: (item, input) => storeInspectionItem(queryClient, input.inspectionId, item),
  });
}
