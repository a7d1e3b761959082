import { Box } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { EstimateSheet } from '../../features/estimate-approval/components/estimate-sheet.tsx';
import { useAnswerOwnerEstimate } from '../../features/owner-estimates/api/answer-owner-estimate.ts';
import {
  ownerEstimatePdfUrl,
  useOwnerEstimate,
} from '../../features/owner-estimates/api/get-owner-estimate.ts';

/** `/client/estimates/:jobOrderId`: the newest estimate of the owner's job order, to answer here. */
export function Component() {
  useDocumentTitle('Estimate — Pitstop');
  const { jobOrderId = '' } = useParams();
  const estimate = useOwnerEstimate(jobOrderId);
  const answer = useAnswerOwnerEstimate(jobOrderId);
  return (
    <Box maw={560}>
      <DetailFrame
        query={estimate}
        noun="estimate"
        missing="This job order has no estimate for you yet."
        back={{ to: '/client/dashboard', label: 'Back to my dashboard' }}
      >
        {(data) => (
          <EstimateSheet
            key={data.sentAt}
            estimate={data}
            pdfUrl={ownerEstimatePdfUrl(jobOrderId)}
            onAnswer={(input) => answer.mutateAsync(input)}
          />
        )}
      </DetailFrame>
    </Box>
  );
}
