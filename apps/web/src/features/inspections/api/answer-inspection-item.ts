import type { InspectionItemAnswer } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeInspectionItem } from './get-inspection.ts';

/**
 * `PATCH /api/v1/inspections/:id/items/:itemId`: one item's answer as it is given (condition,
 * measurement, text, notes; a field left out keeps its value). Answers the item as saved.
 */
export function answerInspectionItem(input: {
  inspectionId: string;
  itemId: string;
  answer: InspectionItemAnswer;
}) {
  return unwrap(
    client.PATCH('/api/v1/inspections/{id}/items/{itemId}', {
      params: { path: { id: input.inspectionId, itemId: input.itemId } },
      body: input.answer,
    }),
  );
}

export function useAnswerInspectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInspectionItem,
    onSuccess: (item, input) => storeInspectionItem(queryClient, input.inspectionId, item),
  });
}
