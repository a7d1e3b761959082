import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Asks before something is removed for good: what goes, and a red button that says so. */
export function ConfirmDialog({
  opened,
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
