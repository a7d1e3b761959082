import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppointmentForm } from '../../features/bookings/components/appointment-form.tsx';

/**
 * `/admin/calendar/new` (Add Appointment; admin, front desk). `?start=<ISO>&mechanicId=<id>`
 * come from a range selected on the calendar.
 */
export function Component() {
  useDocumentTitle('Add Appointment — Pitstop');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/calendar/bookings" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Manage Bookings
        </Group>
      </Anchor>
      <Title order={1}>Add Appointment</Title>
      <AppointmentForm
        initialStart={searchParams.get('start')}
        initialMechanicId={searchParams.get('mechanicId')}
        onBooked={(appointment) => navigate(`/admin/calendar/bookings/${appointment.id}`)}
      />
    </Stack>
  );
}
