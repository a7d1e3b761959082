import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { InlineLoading } from '../../components/inline-loading.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useJobOrder } from '../../features/job-orders/api/get-job-order.ts';
import { JobOrderPage } from '../../features/job-orders/components/job-order-page.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** `/admin/job-orders/:id`: a job order, opened from the lists, a booking or the dashboard. */
export function Component() {
  const { id = '' } = useParams();
  const { profile } = useAuth();
  const jobOrder = useJobOrder(id);
  useDocumentTitle(
    `${jobOrder.data ? formatJobOrderNumber(jobOrder.data.number) : 'Job order'} — Pitstop`,
  );
  if (!profile) return null;

  const back = (
    <Anchor component={Link} to="/admin/job-orders" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Job Order List
      </Group>
    </Anchor>
  );

  if (jobOrder.isPending) return <InlineLoading />;
  if (jobOrder.isError) {
    const missing =
      jobOrder.error instanceof ApiError && [400, 404].includes(jobOrder.error.status);
    return (
      <Stack gap="md" maw={640}>
        {back}
        <Alert color="red" variant="light" role="alert" title="Could not load the job order">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {missing ? 'This job order does not exist.' : jobOrder.error.message}
            </Text>
            {missing ? null : (
              <Button size="xs" variant="light" color="red" onClick={() => void jobOrder.refetch()}>
                Retry
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {back}
      <JobOrderPage jobOrder={jobOrder.data} viewer={{ id: profile.id, role: profile.role }} />
    </Stack>
  );
}
