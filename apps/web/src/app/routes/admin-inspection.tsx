import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { InlineLoading } from '../../components/inline-loading.tsx';
import { useInspection } from '../../features/inspections/api/get-inspection.ts';
import { InspectionPage } from '../../features/inspections/components/inspection-page.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** `/admin/inspections/:id`: an inspection, opened from its job order or the vehicle. */
export function Component() {
  const { id = '' } = useParams();
  const inspection = useInspection(id);
  useDocumentTitle(`${inspection.data?.name ?? 'Inspection'} — Pitstop`);

  if (inspection.isPending) return <InlineLoading />;
  if (inspection.isError) {
    const missing =
      inspection.error instanceof ApiError && [400, 404].includes(inspection.error.status);
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title="Could not load the inspection"
        maw={640}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {missing ? 'This inspection does not exist.' : inspection.error.message}
          </Text>
          {missing ? null : (
            <Button size="xs" variant="light" color="red" onClick={() => void inspection.refetch()}>
              Retry
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return <InspectionPage inspection={inspection.data} />;
}
