import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  type AppointmentAction,
  type AppointmentDetail,
  appointmentMachine,
  appointmentStatusLabels,
  formatRequestNumber,
  reschedulableStatuses,
} from '@pitstop/domain/bookings';
import { formatDateTime, formatTime } from '@pitstop/domain/date-format';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { IconAlertTriangle, IconCalendarEvent, IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge.tsx';
import { DetailField } from '../../../components/detail-field.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTransitionAppointment } from '../api/transition-appointment.ts';
import { formatDuration } from '../format-duration.ts';
import { AssignMechanicDialog } from './assign-mechanic-dialog.tsx';
import { BookingHistory } from './booking-history.tsx';
import { CheckInDialog } from './check-in-dialog.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';
import { TransitionDialog } from './transition-dialog.tsx';

const sourceLabels = { staff: 'Booked by staff', online: 'Booked online' } as const;

/**
 * Actions asked in a dialog first: a reason, or a second thought before a no-show. Check in has
 * its own dialog (mileage in, promised time).
 */
const askedActions: readonly AppointmentAction[] = ['cancel', 'no_show'];

/**
 * A booking with everything about it, its history, and the actions the status machine allows
 * the viewer (`appointmentMachine.actionsFor`); a refused action shows the server's reason.
 * `canManage` (admin, front desk) also reschedules and assigns; a manager only reads.
 */
export function BookingDetail({
  appointment,
  role,
  canManage,
}: {
  appointment: AppointmentDetail;
  role: Role;
  canManage: boolean;
}) {
  const transition = useTransitionAppointment();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<AppointmentAction | null>(null);
  const [checkingIn, setCheckingIn] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const { timeZone, status } = appointment;
  const dates = useDateFormat(timeZone);

  // The role's actions from the machine; those the current status forbids are disabled.
  const roleActions = (Object.keys(appointmentMachine.transitions) as AppointmentAction[]).filter(
    (action) => appointmentMachine.transitions[action].roles.includes(role),
  );
  const allowed = appointmentMachine.actionsFor(status, role);
  const changeable = (reschedulableStatuses as readonly string[]).includes(status);
  const totalMinutes = appointment.services.reduce((sum, s) => sum + s.durationMinutes, 0);

  function moved(updated: AppointmentDetail) {
    showToast({
      color: 'teal',
      message: `${formatRequestNumber(updated.number)} is now ${appointmentStatusLabels[updated.status]}`,
    });
  }

  function run(action: AppointmentAction, reason: string | null) {
    setActionError(null);
    transition.mutate(
      { id: appointment.id, transition: { action, reason } },
      {
        onSuccess: (updated) => {
          setAsking(null);
          moved(updated);
        },
        onError: (cause) =>
          setActionError(failureMessage(cause, 'The booking could not be changed.')),
      },
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{formatRequestNumber(appointment.number)}</Title>
            <AppointmentStatusBadge status={status} />
            {appointment.overridden ? (
              <StatusBadge color="orange" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                Booked anyway
              </StatusBadge>
            ) : null}
          </Group>
          <Text c="dimmed">
            {appointment.serviceSummary} for {appointment.client.name}
          </Text>
        </Stack>
        {roleActions.length > 0 || canManage ? (
          <Group gap="xs" aria-label="Booking actions" role="group">
            {roleActions.map((action) => {
              const enabled = allowed.includes(action);
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'confirm' || action === 'check_in' ? 'filled' : 'default'}
                  color={askedActions.includes(action) ? 'red' : undefined}
                  disabled={!enabled || transition.isPending}
                  title={enabled ? undefined : (appointmentMachine.refusal(status, action) ?? '')}
                  loading={
                    transition.isPending && transition.variables?.transition.action === action
                  }
                  onClick={() => {
                    setActionError(null);
                    if (action === 'check_in') setCheckingIn(true);
                    else if (askedActions.includes(action)) setAsking(action);
                    else run(action, null);
                  }}
                >
                  {appointmentMachine.transitions[action].label}
                </Button>
              );
            })}
            {canManage ? (
              <>
                <Button
                  size="sm"
                  variant="default"
                  leftSection={<IconCalendarEvent size={16} aria-hidden />}
                  disabled={!changeable}
                  onClick={() => setRescheduling(true)}
                >
                  Reschedule
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  leftSection={<IconUserCog size={16} aria-hidden />}
                  disabled={!changeable}
                  onClick={() => setAssigning(true)}
                >
                  Assign mechanic
                </Button>
              </>
            ) : null}
          </Group>
        ) : null}
      </Group>
      {actionError && asking === null ? (
        <Alert color="red" variant="light" role="alert" title="Not changed">
          {actionError}
        </Alert>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="md" component="section" aria-label="Booking">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <DetailField label="Client">
                  <Anchor component={Link} to={`/admin/clients/${appointment.client.id}`}>
                    {appointment.client.name}
                  </Anchor>
                  {appointment.client.phone ? (
                    <Text size="sm">{appointment.client.phone}</Text>
                  ) : null}
                  {appointment.client.email ? (
                    <Text size="sm">{appointment.client.email}</Text>
                  ) : null}
                </DetailField>
                <DetailField label="Vehicle">
                  <Text size="sm">
                    {appointment.vehicle
                      ? [appointment.vehicle.label, appointment.vehicle.registrationNumber]
                          .filter(Boolean)
                          .join(' · ')
                      : 'No vehicle'}
                  </Text>
                </DetailField>
                <DetailField label="Date & Time">
                  <Text size="sm" data-testid="booking-time">
                    {formatDateTime(appointment.startsAt, dates)} –{' '}
                    {formatTime(appointment.endsAt, dates)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {timeZone}
                  </Text>
                </DetailField>
                <DetailField label="Mechanic">
                  <Text size="sm">{appointment.mechanic?.name ?? 'Unassigned'}</Text>
                </DetailField>
                <DetailField label="Source">
                  <Text size="sm">{sourceLabels[appointment.source]}</Text>
                </DetailField>
                {appointment.jobOrder ? (
                  <DetailField label="Job order">
                    <Anchor component={Link} to={`/admin/job-orders/${appointment.jobOrder.id}`}>
                      Job order {formatJobOrderNumber(appointment.jobOrder.number)}
                    </Anchor>
                  </DetailField>
                ) : null}
                {appointment.cancelReason ? (
                  <DetailField label="Cancellation reason">
                    <Text size="sm">{appointment.cancelReason}</Text>
                  </DetailField>
                ) : null}
              </SimpleGrid>
              <DetailField label="Services">
                <Table withRowBorders={false} verticalSpacing={4} aria-label="Services">
                  <Table.Tbody>
                    {appointment.services.map((service) => (
                      <Table.Tr key={service.id}>
                        <Table.Td pl={0}>{service.name}</Table.Td>
                        <Table.Td ta="right">{formatDuration(service.durationMinutes)}</Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr>
                      <Table.Td pl={0} fw={600}>
                        Total
                      </Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatDuration(totalMinutes)}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </DetailField>
              <DetailField label="Notes">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {appointment.notes ?? '—'}
                </Text>
              </DetailField>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md" component="section" aria-labelledby="booking-history">
            <Stack gap="sm">
              <Title order={2} fz="lg" id="booking-history">
                History
              </Title>
              <BookingHistory history={appointment.history} timeZone={timeZone} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <TransitionDialog
        key={asking ?? 'closed'}
        action={asking}
        busy={transition.isPending}
        error={asking ? actionError : null}
        onClose={() => {
          setAsking(null);
          setActionError(null);
        }}
        onConfirm={(reason) => {
          if (asking) run(asking, reason);
        }}
      />
      <CheckInDialog
        appointment={appointment}
        opened={checkingIn}
        onClose={() => setCheckingIn(false)}
        onCheckedIn={(updated) => {
          setCheckingIn(false);
          moved(updated);
          // Checked in: the work goes on on the job order it opened.
          if (updated.jobOrder) navigate(`/admin/job-orders/${updated.jobOrder.id}`);
        }}
      />
      {canManage ? (
        <>
          <RescheduleDialog
            appointment={appointment}
            opened={rescheduling}
            onClose={() => setRescheduling(false)}
          />
          <AssignMechanicDialog
            appointment={appointment}
            opened={assigning}
            onClose={() => setAssigning(false)}
          />
        </>
      ) : null}
    </Stack>
  );
}
