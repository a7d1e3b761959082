import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { formatMileage } from '@pitstop/domain/format';
import type { JobOrderAction } from '@pitstop/domain/job-orders';
import { useState } from 'react';

/** The actions asked in a dialog: cancelling needs a reason, completing the mileage out. */
export type AskedAction = Extract<JobOrderAction, 'cancel' | 'complete'>;

function CancelForm({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm(input: { reason: string }): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setMissing(true);
          return;
        }
        onConfirm({ reason: reason.trim() });
      }}
    >
      <Stack gap="sm">
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
          error={missing ? 'Give a reason to cancel' : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" color="red" loading={busy}>
            Cancel job order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CompleteForm({
  mileageIn,
  fieldError,
  busy,
  onConfirm,
  onClose,
}: {
  mileageIn: number | null;
  fieldError: string | null;
  busy: boolean;
  onConfirm(input: { mileageOut: number | null }): void;
  onClose(): void;
}) {
  // Read off the dashboard as the car leaves: never the mileage in copied (ADR 038).
  const [mileage, setMileage] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (mileage === '') {
          onConfirm({ mileageOut: null });
          return;
        }
        const value = Number(mileage);
        if (!Number.isInteger(value) || value < 0) {
          setError('Mileage out must be a whole number');
          return;
        }
        if (mileageIn !== null && value < mileageIn) {
          setError(`Must be at least the mileage in (${formatMileage(mileageIn)})`);
          return;
        }
        onConfirm({ mileageOut: value });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          The vehicle is picked up. Completing updates the vehicle's mileage and last service, and
          the client's total spend.
        </Text>
        <NumberInput
          label="Mileage out"
          description={mileageIn === null ? undefined : `Mileage in: ${formatMileage(mileageIn)}`}
          data-autofocus
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          clampBehavior="none"
          value={mileage}
          onChange={(value) => {
            setMileage(value);
            setError(null);
          }}
          error={error ?? fieldError ?? undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" loading={busy}>
            Complete
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Cancel (with a reason) or complete (with the mileage out), asked before the move is made. */
export function JobOrderActionDialog({
  action,
  mileageIn,
  busy,
  error,
  fieldError,
  onConfirm,
  onClose,
}: {
  action: AskedAction | null;
  mileageIn: number | null;
  busy: boolean;
  /** The server's refusal, shown above the form. */
  error: string | null;
  /** The server's message about the mileage out. */
  fieldError: string | null;
  onConfirm(input: { reason?: string; mileageOut?: number | null }): void;
  onClose(): void;
}) {
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action === 'cancel' ? 'Cancel job order' : 'Complete job order'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {action === 'cancel' ? (
          <CancelForm busy={busy} onConfirm={onConfirm} onClose={onClose} />
        ) : null}
        {action === 'complete' ? (
          <CompleteForm
            mileageIn={mileageIn}
            fieldError={fieldError}
            busy={busy}
            onConfirm={onConfirm}
            onClose={onClose}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}
