import { Anchor, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { EstimateSheet } from '../../features/estimate-approval/components/estimate-sheet.tsx';
import { OwnerEstimate } from '../../features/owner-estimates/components/owner-estimate.tsx';

/** `/client/estimates/:jobOrderId`: the newest estimate of the owner's job order, to answer here. */
export function Component() {
  useDocumentTitle('Estimate — Pitstop');
  const { jobOrderId = '' } = useParams();
  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to="/client/dashboard" size="sm">
        Back to my dashboard
      </Anchor>
      <OwnerEstimate key={jobOrderId} jobOrderId={jobOrderId}>
        {(estimate, answer) => (
          <EstimateSheet key={estimate.sentAt} estimate={estimate} onAnswer={answer} />
        )}
      </OwnerEstimate>
    </Stack>
  );
}
