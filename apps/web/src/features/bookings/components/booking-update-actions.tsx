import { Button, Group } from '@mantine/core';
import type { useBookingUpdate } from '../hooks/use-booking-update.ts';
import { BookAnywayModal } from './book-anyway-modal.tsx';

/**
 * The footer of a dialog that changes a booking (reschedule, assign): Cancel, the change, and
 * the "book anyway" confirmation the server's availability conflicts open.
 */
export function BookingUpdateActions({
  update,
  label,
  onSubmit,
  onCancel,
}: {
  update: ReturnType<typeof useBookingUpdate>;
  label: string;
  onSubmit(): void;
  onCancel(): void;
}) {
  return (
    <>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={update.pending}>
          Cancel
        </Button>
        <Button loading={update.pending && update.conflicts === null} onClick={onSubmit}>
          {label}
        </Button>
      </Group>
      <BookAnywayModal
        conflicts={update.conflicts}
        busy={update.pending}
        onClose={update.dismissConflicts}
        onConfirm={update.bookAnyway}
      />
    </>
  );
}
