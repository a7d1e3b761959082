import { Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { Link } from 'react-router';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useServiceRequests } from '../api/list-service-requests.ts';

/**
 * Spec §2 "Dashboard with Service Requests", live: the shop's pending and upcoming bookings
 * (new online ones arrive over SSE), 'View All' to Manage Bookings filtered to pending and
 * 'View Details' to the booking.
 */
export function ServiceRequestsPanel() {
  const requests = useServiceRequests();
  const dates = useDateFormat();

  let body: React.ReactNode;
  if (requests.isPending) {
    body = <Skeleton h={160} radius="md" role="status" aria-label="Loading service requests" />;
  } else if (requests.isError) {
    body = (
      <LoadFailure
        title="Error loading the service requests"
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  } else if (requests.data.items.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        No pending or upcoming bookings.
      </Text>
    );
  } else {
    const { timeZone, items } = requests.data;
    body = (
      <ResponsiveTable
        label="Service requests"
        rows={items}
        rowKey={(request) => request.id}
        verticalSpacing="xs"
        rowProps={() => ({ 'data-testid': 'service-request' })}
        columns={[
          {
            key: 'number',
            header: 'Request ID',
            kind: 'title',
            nowrap: true,
            cell: (request) => (
              <Text size="sm" fw={600} span>
                {formatRequestNumber(request.number)}
              </Text>
            ),
          },
          { key: 'customer', header: 'Customer', cell: (request) => request.client.name },
          {
            key: 'service',
            header: 'Service',
            priority: 2,
            cell: (request) => request.serviceSummary,
          },
          {
            key: 'startsAt',
            header: 'Date & Time',
            nowrap: true,
            cell: (request) => formatDateTime(request.startsAt, { ...dates, timeZone }),
          },
          {
            key: 'status',
            header: 'Status',
            nowrap: true,
            cell: (request) => <AppointmentStatusBadge status={request.status} />,
          },
          {
            key: 'action',
            header: 'Action',
            kind: 'actions',
            cell: (request) => (
              <Button
                component={Link}
                to={`/admin/calendar/bookings/${request.id}`}
                size="compact-sm"
                variant="default"
                aria-label={`View Details of ${formatRequestNumber(request.number)}`}
              >
                View Details
              </Button>
            ),
          },
        ]}
      />
    );
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="service-requests">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="service-requests">
          Service Requests
        </Title>
        <Button
          component={Link}
          to="/admin/calendar/bookings?status=pending&when=all"
          variant="default"
          size="xs"
        >
          View All
        </Button>
      </Group>
      {body}
    </Card>
  );
}
