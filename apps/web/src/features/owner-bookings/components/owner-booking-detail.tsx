import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import {
  appointmentStatusLabels,
  type HistoryEntry,
  reschedulableStatuses,
  SLOT_TAKEN_MESSAGE,
} from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { localParts } from '@pitstop/domain/local-time';
import { cutoffMessage, type OwnerBookingDetail } from '@pitstop/domain/portal-bookings';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { SlotPicker, timeZoneLabel } from '../../../components/slot-picker/slot-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useCancelOwnerBooking } from '../api/cancel-owner-booking.ts';
import { useRescheduleOwnerBooking } from '../api/reschedule-owner-booking.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

const historyActions: Record<string, string> = {
  created: 'Booked',
  rescheduled: 'Rescheduled',
  confirm: 'Confirmed',
  confirmed: 'Confirmed',
  cancel: 'Cancelled',
  cancelled: 'Cancelled',
  check_in: 'Checked in',
  complete: 'Completed',
  no_show: 'No-show',
};

function historyTitle(entry: HistoryEntry): string {
  const known = historyActions[entry.action];
  if (known) return known;
  const to = entry.toStatus as keyof typeof appointmentStatusLabels | null;
  return to && appointmentStatusLabels[to] ? appointmentStatusLabels[to] : entry.action;
}

/** The shop's cut-off in hours, read back from the booking's start and its last change time. */
function cutoffHoursOf(booking: OwnerBookingDetail): number {
  if (!booking.changeableUntil) return 0;
  return Math.round(
    (Date.parse(booking.startsAt) - Date.parse(booking.changeableUntil)) / 3_600_000,
  );
}

/** `/client/bookings/:id`: the booking, its history, and reschedule or cancel until the cut-off. */
export function OwnerBookingDetailView({ booking }: { booking: OwnerBookingDetail }) {
  const money = useFormatMoney();
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);

  const zone = booking.timeZone;
  const open = (reschedulableStatuses as readonly string[]).includes(booking.status);
  const rows: [string, ReactNode][] = [
    ['Workshop', booking.shop.name],
    [
      'Services',
      <Stack gap={0} key="services">
        {booking.services.map((service) => (
          <Text size="sm" key={service.id}>
            {service.name} ({service.durationMinutes} min, {money(service.price)})
          </Text>
        ))}
      </Stack>,
    ],
    ['Vehicle', booking.vehicle?.label ?? 'No vehicle'],
    ['Date & Time', `${formatDateTime(booking.startsAt, booking)} (${timeZoneLabel(zone)})`],
    ['Status', <BookingStatusBadge key="status" status={booking.status} />],
    ['Notes', booking.notes ?? 'None'],
  ];
  if (booking.cancelReason) rows.push(['Cancellation reason', booking.cancelReason]);

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>Booking at {booking.shop.name}</Title>

      <Table variant="vertical" layout="fixed" withTableBorder aria-label="Booking details">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      {open ? (
        <Card withBorder padding="md" component="section" aria-labelledby="change-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="change-title">
              Change this booking
            </Title>
            <Text size="sm" c={booking.canChange ? undefined : 'dimmed'}>
              {booking.canChange && booking.changeableUntil
                ? `You can reschedule or cancel until ${formatDateTime(booking.changeableUntil, booking)}.`
                : cutoffMessage({
                    cutoffHours: cutoffHoursOf(booking),
                    shopName: booking.shop.name,
                  })}
            </Text>
            <Group gap="sm">
              <Button disabled={!booking.canChange} onClick={() => setDialog('reschedule')}>
                Reschedule
              </Button>
              <Button
                color="red"
                variant="light"
                disabled={!booking.canChange}
                onClick={() => setDialog('cancel')}
              >
                Cancel booking
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}

      <Stack gap="sm" component="section" aria-labelledby="history-title">
        <Title order={2} size="h4" id="history-title">
          History
        </Title>
        {booking.history.length === 0 ? (
          <Text c="dimmed" size="sm">
            No changes recorded yet.
          </Text>
        ) : null}
        <Timeline bulletSize={14} lineWidth={2}>
          {booking.history.map((entry) => (
            <Timeline.Item key={entry.id} title={historyTitle(entry)}>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.occurredAt, booking)} · {entry.actorName}
              </Text>
              {entry.reason ? <Text size="sm">{entry.reason}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>

      <RescheduleDialog
        booking={booking}
        opened={dialog === 'reschedule'}
        onClose={() => setDialog(null)}
      />
      <CancelDialog
        booking={booking}
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

function RescheduleDialog(props: {
  booking: OwnerBookingDetail;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Reschedule booking"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {props.opened ? <RescheduleForm booking={props.booking} onClose={props.onClose} /> : null}
    </Modal>
  );
}

function RescheduleForm({ booking, onClose }: { booking: OwnerBookingDetail; onClose(): void }) {
  const reschedule = useRescheduleOwnerBooking();
  // Opens on the booking's own day (in the shop's zone): its other times first.
  const [date, setDate] = useState<string | null>(
    () => localParts(booking.startsAt, booking.timeZone).date,
  );
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onDateChange = useCallback((value: string) => setDate(value), []);

  const save = () => {
    if (!startsAt) return;
    setFailure(null);
    reschedule.mutate(
      { id: booking.id, startsAt },
      {
        onSuccess: (detail) => {
          showToast({
            color: 'teal',
            message: `Booking moved to ${formatDateTime(detail.startsAt, detail)}`,
          });
          onClose();
        },
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === 'slot_taken') {
            setStartsAt(null);
            setFailure(SLOT_TAKEN_MESSAGE);
            return;
          }
          setFailure(failureMessage(cause));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Now: {formatDateTime(booking.startsAt, booking)}. Choose a new day and time.
      </Text>
      {failure ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {failure}
        </Alert>
      ) : null}
      <SlotPicker
        source={{ kind: 'move', bookingId: booking.id }}
        date={date}
        startsAt={startsAt}
        onDateChange={onDateChange}
        onChange={(slot) => {
          setFailure(null);
          setDate(slot.date);
          setStartsAt(slot.startsAt);
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={reschedule.isPending}>
          Keep current time
        </Button>
        <Button onClick={save} disabled={!startsAt} loading={reschedule.isPending}>
          Move booking
        </Button>
      </Group>
    </Stack>
  );
}

function CancelDialog(props: { booking: OwnerBookingDetail; opened: boolean; onClose(): void }) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Cancel booking"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {props.opened ? <CancelForm booking={props.booking} onClose={props.onClose} /> : null}
    </Modal>
  );
}

function CancelForm({ booking, onClose }: { booking: OwnerBookingDetail; onClose(): void }) {
  const cancel = useCancelOwnerBooking();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        cancel.mutate(
          { id: booking.id, reason: reason.trim() || null },
          {
            onSuccess: () => {
              showToast({ color: 'teal', message: 'Your booking is cancelled' });
              onClose();
            },
            onError: (cause) => setFailure(failureMessage(cause)),
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {booking.serviceSummary} at {booking.shop.name},{' '}
          {formatDateTime(booking.startsAt, booking)}.
        </Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Textarea
          label="Reason"
          description="Optional: it helps the workshop plan."
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            Keep booking
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            Cancel booking
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
