import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/** A move that needs a reason first (cancel a purchase order, void an invoice), kept in its history. */
export function ReasonDialog({
  opened,
  title,
  explanation,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  explanation: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setMissing(true);
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{explanation}</Text>
          <Textarea
            label="Reason"
            required
            data-autofocus
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? 'Give a reason' : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Back
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
