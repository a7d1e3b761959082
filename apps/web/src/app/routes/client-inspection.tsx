import { Anchor, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { OwnerInspection } from '../../features/owner-inspections/components/owner-inspection.tsx';

/** `/client/inspections/:id`: one shared inspection's results, with photos full-screen. */
export function Component() {
  useDocumentTitle('Inspection — Pitstop');
  const { id = '' } = useParams();
  return (
    <Stack gap="md" maw={560}>
      <Anchor component={Link} to="/client/inspections" size="sm">
        Back to my inspections
      </Anchor>
      <OwnerInspection key={id} id={id} />
    </Stack>
  );
}
