import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { AvailabilityConflict } from '@pitstop/domain/bookings';

/**
 * A move the availability rules refuse (outside hours, time off, over another booking): the
 * booking has snapped back; admin and front desk may still place it there on purpose, and the
 * server records that it was booked anyway.
 */
export function ConflictDialog({
  conflict,
  onCancel,
  onBookAnyway,
}: {
  conflict: { conflicts: AvailabilityConflict[]; message: string } | null;
  onCancel(): void;
  onBookAnyway(): void;
}) {
  return (
    <Modal
      opened={conflict !== null}
      onClose={onCancel}
      title="This time is not free"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {conflict ? (
        <Stack gap="sm">
          {conflict.conflicts.length > 0 ? (
            <List size="sm">
              {conflict.conflicts.map((entry) => (
                <List.Item key={`${entry.kind}-${entry.message}`}>{entry.message}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{conflict.message}</Text>
          )}
          <Text size="sm" c="dimmed">
            The booking stays where it was unless you book it anyway.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel}>
              Keep it where it was
            </Button>
            <Button color="red" onClick={onBookAnyway}>
              Book anyway
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
