import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InspectionView } from '@pitstop/domain/inspection-views';
import { INSPECTION_LINK_DAYS, inspectionSendSchema } from '@pitstop/domain/inspections';
import { useState } from 'react';
import { applyApiError, issuesToErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendInspection } from '../api/send-inspection.ts';

type SendValues = { to: string; message: string };

function SendForm({ inspection, onClose }: { inspection: InspectionView; onClose(): void }) {
  const send = useSendInspection();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SendValues>({
    initialValues: { to: inspection.client.email ?? '', message: '' },
    validate: (values) => {
      const result = inspectionSendSchema.safeParse(bodyOf(values));
      return result.success ? {} : issuesToErrors(result.error.issues);
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        send.mutate(
          { id: inspection.id, send: bodyOf(values) },
          {
            onSuccess: ({ to }) => {
              showToast({ color: 'teal', message: `Inspection sent to ${to}` });
              onClose();
            },
            onError: (cause) =>
              setError(
                applyApiError(form, cause, 'The inspection could not be sent. Please try again.'),
              ),
          },
        );
      })}
    >
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="To"
          type="email"
          description={`A link to the results, open for ${INSPECTION_LINK_DAYS} days`}
          data-autofocus
          {...form.getInputProps('to')}
        />
        <Textarea
          label="Message"
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send inspection
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Empty boxes are left out: the server then writes to the client's own address. */
function bodyOf(values: SendValues) {
  return {
    ...(values.to.trim() ? { to: values.to.trim() } : {}),
    ...(values.message.trim() ? { message: values.message } : {}),
  };
}

/** "Send inspection": e-mails the car owner a link to the results, grouped red, yellow, green. */
export function SendInspectionDialog({
  inspection,
  opened,
  onClose,
}: {
  inspection: InspectionView;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Send inspection"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <SendForm inspection={inspection} onClose={onClose} /> : null}
    </Modal>
  );
}
