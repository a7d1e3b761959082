import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  type AvailabilityConflict,
  availabilityConflictSchema,
  SLOT_TAKEN_MESSAGE,
} from '@pitstop/domain/bookings';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * What a refused booking write means for the person: the time is not free (409
 * `availability_conflict`, with reasons staff may override), or someone was faster (409
 * `slot_taken`: pick another slot).
 */
export type BookingRefusal =
  | { kind: 'conflicts'; conflicts: AvailabilityConflict[] }
  | { kind: 'slot_taken'; message: string };

const conflictsSchema = z.array(availabilityConflictSchema);

export function bookingRefusal(cause: unknown): BookingRefusal | null {
  if (!(cause instanceof ApiError) || cause.status !== 409) return null;
  const problem = cause.problem as typeof cause.problem & { conflicts?: unknown };
  if (cause.code === 'availability_conflict') {
    const conflicts = conflictsSchema.safeParse(problem.conflicts);
    return { kind: 'conflicts', conflicts: conflicts.success ? conflicts.data : [] };
  }
  if (cause.code === 'slot_taken') return { kind: 'slot_taken', message: SLOT_TAKEN_MESSAGE };
  return null;
}

/** Staff override availability only after reading why the time is not free (issue #10). */
export function BookAnywayModal({
  conflicts,
  busy,
  onConfirm,
  onClose,
}: {
  conflicts: AvailabilityConflict[] | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Modal
      opened={conflicts !== null}
      onClose={onClose}
      title="This time is not free"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">The booking is outside availability:</Text>
        <List size="sm" spacing={4}>
          {(conflicts ?? []).map((conflict) => (
            <List.Item key={`${conflict.kind}:${conflict.message}`}>{conflict.message}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Booking anyway is recorded on the appointment.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Pick another time
          </Button>
          <Button color="orange" onClick={onConfirm} loading={busy}>
            Book anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
