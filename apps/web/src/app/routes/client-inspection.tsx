import { Box } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useOwnerInspection } from '../../features/owner-inspections/api/get-owner-inspection.ts';
import { OwnerInspection } from '../../features/owner-inspections/components/owner-inspection.tsx';

/** `/client/inspections/:id`: one shared inspection's results, with photos full-screen. */
export function Component() {
  useDocumentTitle('Inspection — Pitstop');
  const { id = '' } = useParams();
  const inspection = useOwnerInspection(id);
  return (
    <Box maw={560}>
      <DetailFrame
        query={inspection}
        noun="inspection"
        missing="This inspection is not one a workshop has shared with you."
        back={{ to: '/client/inspections', label: 'Back to my inspections' }}
      >
        {(data) => <OwnerInspection inspection={data} />}
      </DetailFrame>
    </Box>
  );
}
