import { Box, Button, Card, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { Link } from 'react-router';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
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
      <Box
        style={{ overflowX: 'auto' }}
        tabIndex={0}
        role="group"
        aria-label="Service requests table"
      >
        <Table verticalSpacing="xs" fz="sm" miw={640} aria-labelledby="service-requests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Request ID</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Date & Time</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((request) => {
              const number = formatRequestNumber(request.number);
              return (
                <Table.Tr key={request.id} data-testid="service-request">
                  <Table.Td fw={600}>{number}</Table.Td>
                  <Table.Td>{request.client.name}</Table.Td>
                  <Table.Td>{request.serviceSummary}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(request.startsAt, { ...dates, timeZone })}
                  </Table.Td>
                  <Table.Td>
                    <AppointmentStatusBadge status={request.status} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={`/admin/calendar/bookings/${request.id}`}
                      size="compact-sm"
                      variant="default"
                      aria-label={`View Details of ${number}`}
                    >
                      View Details
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
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
