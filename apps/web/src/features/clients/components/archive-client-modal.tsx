import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useArchiveClient } from '../api/archive-client.ts';

/** Asks before archiving: the client leaves the list, their vehicles and history stay. */
export function ArchiveClientModal({
  client,
  opened,
  onClose,
  onArchived,
}: {
  client: { id: string; name: string } | null;
  opened: boolean;
  onClose(): void;
  /** After the archive succeeded (the dialog closes by itself). */
  onArchived?(): void;
}) {
  const archive = useArchiveClient();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Archive client?"
    >
      <Stack gap="md">
        <Text size="sm">
          <strong>{client?.name}</strong> will leave the client list. Their vehicles and service
          history are kept.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={archive.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={archive.isPending || !client}
            onClick={() => {
              if (!client) return;
              archive.mutate(client.id, {
                onSuccess: () => {
                  showToast({ color: 'teal', message: `${client.name} archived` });
                  onClose();
                  onArchived?.();
                },
                onError: (cause) => notifyFailure('Could not archive the client', cause),
              });
            }}
          >
            {archive.isPending ? 'Archiving...' : 'Archive'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
