import { Modal } from '@mantine/core';
import { TimeOffForm } from '../../../components/forms/time-off-form.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useRequestTimeOff } from '../api/request-time-off.ts';

function RequestForm({ onClose }: { onClose(): void }) {
  const request = useRequestTimeOff();
  return (
    <TimeOffForm
      submitLabel="Send request"
      failureTitle="Error requesting time off"
      saving={request.isPending}
      save={async (input) => {
        await request.mutateAsync(input);
        showToast({ color: 'teal', message: 'Time off requested: it waits for a decision' });
        onClose();
      }}
      onCancel={onClose}
    />
  );
}

/** A staff member asks for their own time off; an admin or manager decides it. */
export function TimeOffRequestDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Request time off" size="lg">
      {opened ? <RequestForm onClose={onClose} /> : null}
    </Modal>
  );
}
