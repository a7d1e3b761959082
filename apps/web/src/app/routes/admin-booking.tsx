import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatRequestNumber } from '@pitstop/domain/bookings';
import { permissions } from '@pitstop/domain/roles';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { InlineLoading } from '../../components/inline-loading.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useAppointment } from '../../features/bookings/api/get-appointment.ts';
import { BookingDetail } from '../../features/bookings/components/booking-detail.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** `/admin/calendar/bookings/:id`: a booking, opened from the calendar, the list or the dashboard. */
export function Component() {
  const { id = '' } = useParams();
  const { profile } = useAuth();
  const appointment = useAppointment(id);
  useDocumentTitle(
    `${appointment.data ? formatRequestNumber(appointment.data.number) : 'Booking'} — Pitstop`,
  );
  if (!profile) return null;

  const back = (
    <Anchor component={Link} to="/admin/calendar/bookings" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Manage Bookings
      </Group>
    </Anchor>
  );

  if (appointment.isPending) return <InlineLoading />;
  if (appointment.isError) {
    const missing =
      appointment.error instanceof ApiError && [400, 404].includes(appointment.error.status);
    return (
      <Stack gap="md" maw={640}>
        {back}
        <Alert color="red" variant="light" role="alert" title="Could not load the booking">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {missing ? 'This booking does not exist.' : appointment.error.message}
            </Text>
            {missing ? null : (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => void appointment.refetch()}
              >
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
      <BookingDetail
        appointment={appointment.data}
        role={profile.role}
        canManage={permissions.calendar[profile.role] === 'rw'}
      />
    </Stack>
  );
}
