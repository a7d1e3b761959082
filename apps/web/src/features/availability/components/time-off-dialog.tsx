import { Modal } from '@mantine/core';
import { TimeOffForm } from '../../../components/forms/time-off-form.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useCreateTimeOff } from '../api/create-time-off.ts';

function MechanicTimeOffForm({ mechanicId, onClose }: { mechanicId: string; onClose(): void }) {
  const create = useCreateTimeOff();
  return (
    <TimeOffForm
      submitLabel="Add time off"
      failureTitle="Error saving time off"
      saving={create.isPending}
      save={async (input) => {
        const entry = await create.mutateAsync({ ...input, mechanicId });
        showToast({
          color: 'teal',
          message:
            entry.status === 'pending'
              ? 'Time off requested: it waits for a decision'
              : 'Time off added successfully',
        });
        onClose();
      }}
      onCancel={onClose}
    />
  );
}

/** Time off for one mechanic: whole days (a date range) or part of a day, with a reason. */
export function TimeOffDialog({
  mechanic,
  onClose,
}: {
  mechanic: { id: string; name: string } | null;
  onClose(): void;
}) {
  return (
    <Modal
      opened={mechanic !== null}
      onClose={onClose}
      title={mechanic ? `Time off for ${mechanic.name}` : 'Time off'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {mechanic ? (
        <MechanicTimeOffForm key={mechanic.id} mechanicId={mechanic.id} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
