import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import {
  formatJobOrderNumber,
  type JobOrderAction,
  jobOrderMachine,
  jobOrderStatusLabels,
} from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { useState } from 'react';
import { SendMailDialog } from '../../../components/send-mail-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { estimateMailPreviewQuery } from '../api/preview-estimate-mail.ts';
import { useSendEstimate } from '../api/send-estimate.ts';
import { useTransitionJobOrder } from '../api/transition-job-order.ts';
import { type AskedAction, JobOrderActionDialog } from './job-order-action-dialog.tsx';

const asked: readonly JobOrderAction[] = ['cancel', 'complete'] satisfies AskedAction[];
const isAsked = (action: JobOrderAction): action is AskedAction => asked.includes(action);
/** The move that takes the work forward from each status is the filled button. */
const forward: readonly JobOrderAction[] = [
  'send_estimate',
  'start_work',
  'resume_work',
  'mark_ready',
  'complete',
];

/**
 * The status moves `jobOrderMachine` allows the viewer from the job order's status, with the
 * machine's labels. "Send estimate" shows the mail first, then e-mails it; Cancel asks a reason and Complete the
 * mileage out; the server's refusals are shown as it words them. Complete is disabled, with the
 * reason beside it, while the invoice does not allow pickup (no issued invoice, or money due).
 */
export function JobOrderActions({ jobOrder, role }: { jobOrder: JobOrderDetail; role: Role }) {
  const transition = useTransitionJobOrder();
  const sendEstimate = useSendEstimate();
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const [mailing, setMailing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mileageError, setMileageError] = useState<string | null>(null);
  const actions = jobOrderMachine.actionsFor(jobOrder.status, role);
  const busy = transition.isPending || sendEstimate.isPending;
  const number = formatJobOrderNumber(jobOrder.number);

  const fail = (cause: unknown) => {
    const mileage = cause instanceof ApiError ? cause.fieldError('mileageOut') : undefined;
    setMileageError(mileage ?? null);
    setError(mileage ? null : failureMessage(cause, 'The job order could not be changed.'));
  };

  function run(action: JobOrderAction, extra: { reason?: string; mileageOut?: number | null }) {
    setError(null);
    setMileageError(null);
    if (action === 'send_estimate') {
      setMailing(true);
      return;
    }
    transition.mutate(
      { id: jobOrder.id, transition: { action, ...extra } },
      {
        onSuccess: (updated) => {
          setAsking(null);
          showToast({
            color: 'teal',
            message: `${number} is now ${jobOrderStatusLabels[updated.status]}`,
          });
        },
        onError: fail,
      },
    );
  }

  if (actions.length === 0) return null;
  // Pickup needs the issued invoice, paid unless the shop allows unpaid pickup (ADR 037): the
  // server's reason is shown before anyone tries.
  const completeRefusal = actions.includes('complete') ? jobOrder.completeRefusal : null;
  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs" role="group" aria-label="Job order actions" justify="flex-end">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={forward.includes(action) ? 'filled' : 'default'}
            color={action === 'cancel' ? 'red' : undefined}
            disabled={busy || (action === 'complete' && completeRefusal !== null)}
            aria-describedby={
              action === 'complete' && completeRefusal ? 'complete-refusal' : undefined
            }
            loading={
              (action === 'send_estimate' && sendEstimate.isPending) ||
              (transition.isPending && transition.variables?.transition.action === action)
            }
            onClick={() => {
              setError(null);
              setMileageError(null);
              if (isAsked(action)) setAsking(action);
              else run(action, {});
            }}
          >
            {jobOrderMachine.transitions[action].label}
          </Button>
        ))}
      </Group>
      {completeRefusal ? (
        <Text id="complete-refusal" size="sm" c="dimmed" ta="right" maw={420}>
          {completeRefusal}
        </Text>
      ) : null}
      {error && asking === null ? (
        <Alert color="red" variant="light" role="alert" title="Not changed">
          {error}
        </Alert>
      ) : null}
      <SendMailDialog
        opened={mailing}
        title={`Send the estimate of ${number}`}
        suggestedTo={jobOrder.client.email ?? undefined}
        previewQuery={(to) => estimateMailPreviewQuery(jobOrder.id, to)}
        onSend={(to) => sendEstimate.mutateAsync({ id: jobOrder.id, to })}
        onSent={(to) => showToast({ color: 'teal', message: `Estimate sent to ${to}` })}
        onClose={() => setMailing(false)}
      />
      <JobOrderActionDialog
        key={asking ?? 'closed'}
        action={asking}
        mileageIn={jobOrder.mileageIn}
        busy={transition.isPending}
        error={asking ? error : null}
        fieldError={mileageError}
        onClose={() => {
          setAsking(null);
          setError(null);
          setMileageError(null);
        }}
        onConfirm={(extra) => {
          if (asking) run(asking, extra);
        }}
      />
    </Stack>
  );
}
