import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type AppointmentAction, appointmentMachine } from '@pitstop/domain/bookings';
import { useState } from 'react';

/** An action that needs a reason (cancel) or a second thought (no-show), asked in a dialog. */
export function TransitionDialog({
  action,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  action: AppointmentAction | null;
  busy: boolean;
  error: string | null;
  onConfirm(reason: string | null): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const transition = action ? appointmentMachine.transitions[action] : null;
  const needsReason = Boolean(transition?.needsReason);

  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action === 'cancel' ? 'Cancel booking' : `${transition?.label ?? ''}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (needsReason && !reason.trim()) {
            setMissing(true);
            return;
          }
          onConfirm(reason.trim() || null);
        }}
      >
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Textarea
            label="Reason"
            required={needsReason}
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
              {action === 'cancel' ? 'Cancel booking' : transition?.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
