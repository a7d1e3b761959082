import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_MESSAGE_LENGTH, ownerMessageInputSchema } from '@pitstop/domain/communications';
import { useState } from 'react';
import {
  applyApiError,
  focusFirstError,
  issuesToErrors,
  notifyFailure,
} from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendOwnerMessage } from '../api/send-owner-message.ts';

type Workshop = { clientId: string; shopName: string };
type Values = { clientId: string | null; content: string };

function MessageForm({
  workshops,
  initialClientId,
  onClose,
}: {
  workshops: Workshop[];
  initialClientId: string | null;
  onClose(): void;
}) {
  const send = useSendOwnerMessage();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { clientId: initialClientId ?? workshops[0]?.clientId ?? null, content: '' },
    validate: (values) => {
      const result = ownerMessageInputSchema.safeParse({
        clientId: values.clientId ?? '',
        content: values.content,
      });
      return result.success ? {} : issuesToErrors(result.error.issues);
    },
  });
  const shopName = workshops.find((shop) => shop.clientId === form.values.clientId)?.shopName;

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      send.mutate(
        { clientId: values.clientId ?? '', content: values.content },
        {
          onSuccess: () => {
            showToast({
              color: 'teal',
              message: `Message sent${shopName ? ` to ${shopName}` : ''}`,
            });
            onClose();
          },
          onError: (cause) => {
            setError(applyApiError(form, cause, 'Please try again.'));
            notifyFailure('Error sending message', cause);
          },
        },
      );
    },
    (errors) => focusFirstError(form, errors, ['clientId', 'content']),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {workshops.length > 1 ? (
          <Select
            label="Workshop"
            required
            allowDeselect={false}
            data={workshops.map((shop) => ({ value: shop.clientId, label: shop.shopName }))}
            {...form.getInputProps('clientId')}
          />
        ) : null}
        <Textarea
          label="Message"
          description={shopName ? `To ${shopName}` : undefined}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={MAX_MESSAGE_LENGTH}
          data-autofocus
          {...form.getInputProps('content')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The car owner's New Interaction: a message to one of their workshops. */
export function OwnerMessageDialog({
  opened,
  workshops,
  initialClientId,
  onClose,
}: {
  opened: boolean;
  workshops: Workshop[];
  initialClientId: string | null;
  onClose(): void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      size="lg"
      title="New Message"
    >
      {opened ? (
        <MessageForm workshops={workshops} initialClientId={initialClientId} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
