import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { EmployeeDetail } from '@pitstop/domain/employees';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSetEmployeeActive } from '../api/set-employee-active.ts';
import { EmployeeSection } from './employee-sections.tsx';

/** Their future bookings and open job orders, each a link to hand it to someone else. */
function WorkToReassign({ employee }: { employee: EmployeeDetail }) {
  const dates = useDateFormat();
  const { bookings, jobOrders } = employee.work;
  if (bookings.length === 0 && jobOrders.length === 0)
    return <Text size="sm">No future bookings or open job orders on their name.</Text>;
  return (
    <Stack gap="xs" data-testid="work-to-reassign">
      <Text size="sm" fw={500}>
        Reassign their work:
      </Text>
      <List size="sm" spacing={4}>
        {bookings.map((booking) => (
          <List.Item key={booking.id}>
            <Anchor component={Link} to={`/admin/calendar/bookings/${booking.id}`}>
              Booking {formatRequestNumber(booking.number)}
            </Anchor>{' '}
            · {booking.clientName} · {formatDateTime(booking.startsAt, dates)}
          </List.Item>
        ))}
        {jobOrders.map((jobOrder) => (
          <List.Item key={jobOrder.id}>
            <Anchor component={Link} to={`/admin/job-orders/${jobOrder.id}`}>
              Job order {formatJobOrderNumber(jobOrder.number)}
            </Anchor>{' '}
            · {jobOrder.clientName}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * Deactivate signs the person out everywhere at once and keeps them off pickers and new work
 * (their name stays on every history); Reactivate undoes it. Invited people are revoked from
 * the list instead.
 */
export function StatusSection({
  employee,
  canEdit,
}: {
  employee: EmployeeDetail;
  canEdit: boolean;
}) {
  const dates = useDateFormat();
  const setActive = useSetEmployeeActive();
  const [confirming, setConfirming] = useState(false);
  if (employee.status === 'invited') return null;
  const deactivated = employee.status === 'deactivated';
  const act = (active: boolean) =>
    setActive.mutate(
      { id: employee.id, active },
      {
        onSuccess: () => {
          setConfirming(false);
          showToast({
            color: 'teal',
            message: active
              ? `${employee.name} is active again`
              : `${employee.name} is deactivated`,
          });
        },
        onError: (cause) =>
          notifyFailure(active ? 'Could not reactivate' : 'Could not deactivate', cause),
      },
    );
  return (
    <EmployeeSection title={deactivated ? 'Deactivated' : 'Deactivate'}>
      {deactivated ? (
        <Text size="sm">
          Deactivated
          {employee.deactivatedAt ? ` on ${formatDateTime(employee.deactivatedAt, dates)}` : ''}
          {employee.deactivatedByName ? ` by ${employee.deactivatedByName}` : ''}. They cannot sign
          in and are off every mechanic picker.
        </Text>
      ) : (
        <Text size="sm">
          Deactivating signs {employee.name} out everywhere at once and keeps them off mechanic
          pickers and new work. Their name stays on every history.
        </Text>
      )}
      {deactivated || employee.work.bookings.length + employee.work.jobOrders.length > 0 ? (
        <WorkToReassign employee={employee} />
      ) : null}
      {canEdit ? (
        deactivated ? (
          <Button variant="default" loading={setActive.isPending} onClick={() => act(true)}>
            Reactivate
          </Button>
        ) : (
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            Deactivate
          </Button>
        )
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={`Deactivate ${employee.name}`}
        confirmLabel="Deactivate"
        busy={setActive.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => act(false)}
      >
        {`${employee.name} is signed out everywhere at once and can no longer sign in. Their bookings and job orders stay on their name until you reassign them.`}
      </ConfirmDialog>
    </EmployeeSection>
  );
}
