import '@mantine/dates/styles.css';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  communicationTypeLabels,
  type InteractionInput,
  type InteractionType,
  interactionInputSchema,
  interactionTypes,
} from '@pitstop/domain/communications';
import { dateTimeInputFormat, timeInputFormat } from '@pitstop/domain/date-format';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import {
  applyApiError,
  focusFirstError,
  issuesToErrors,
  notifyFailure,
} from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateInteraction } from '../api/create-interaction.ts';

type Values = {
  type: InteractionType;
  occurredAt: string | null;
  subject: string;
  content: string;
  notes: string;
};

const fieldOrder = ['type', 'occurredAt', 'subject', 'content', 'notes'] as const;
const typeOptions = interactionTypes.map((type) => ({
  value: type,
  label: communicationTypeLabels[type],
}));

function toInput(values: Values): InteractionInput {
  return {
    type: values.type,
    // An e-mail is sent now, whatever the picker says.
    occurredAt:
      values.type === 'email' || !values.occurredAt
        ? undefined
        : dayjs(values.occurredAt).toISOString(),
    subject: values.type === 'email' ? values.subject : null,
    content: values.content,
    notes: values.notes,
  };
}

function validate(values: Values): Record<string, string> {
  const result = interactionInputSchema.safeParse(toInput(values));
  return {
    ...(result.success ? {} : issuesToErrors(result.error.issues)),
    ...(values.type !== 'email' && !values.occurredAt
      ? { occurredAt: 'Enter a date and time' }
      : {}),
  };
}

function InteractionForm({
  client,
  onClose,
}: {
  client: { id: string; name: string; email: string | null };
  onClose(): void;
}) {
  const dates = useDateFormat();
  const create = useCreateInteraction();
  // One key per submitted content: a retry of the same submission is recorded (and mailed)
  // once; edited content is a new request with a new key (the server refuses a reused one).
  const submitted = useRef<{ input: string; key: string } | null>(null);
  const keyFor = (input: object) => {
    const json = JSON.stringify(input);
    if (submitted.current?.input !== json)
      submitted.current = { input: json, key: crypto.randomUUID() };
    return submitted.current.key;
  };
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      type: 'phone',
      occurredAt: dayjs().format('YYYY-MM-DD HH:mm:ss'),
      subject: '',
      content: '',
      notes: '',
    },
    validate,
  });
  const isEmail = form.values.type === 'email';

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const interaction = toInput(values);
      create.mutate(
        { clientId: client.id, interaction, idempotencyKey: keyFor(interaction) },
        {
          onSuccess: (communication) => {
            if (communication.type !== 'email') {
              showToast({ color: 'teal', message: 'Interaction recorded' });
            } else if (communication.status === 'failed') {
              showToast({
                color: 'red',
                title: 'Email not sent',
                message: communication.error ?? 'The mail server refused it.',
              });
            } else {
              showToast({
                color: 'teal',
                message: `Email sent to ${client.email ?? client.name}`,
              });
            }
            onClose();
          },
          onError: (cause) => {
            setError(applyApiError(form, cause, 'Please try again.'));
            notifyFailure('Error saving interaction', cause);
          },
        },
      );
    },
    (errors) => focusFirstError(form, errors, fieldOrder),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Select
          label="Type"
          required
          data={typeOptions}
          allowDeselect={false}
          data-autofocus
          {...form.getInputProps('type')}
        />
        {isEmail ? (
          <>
            {client.email ? (
              <Alert color="blue" variant="light">
                The email is sent to {client.email} now.
              </Alert>
            ) : (
              <Alert color="yellow" variant="light" role="alert">
                {client.name} has no e-mail address. Add one with Edit Profile first.
              </Alert>
            )}
            <TextInput label="Subject" required {...form.getInputProps('subject')} />
          </>
        ) : (
          <DateTimePicker
            label="Date and time"
            required
            maxDate={dayjs().format('YYYY-MM-DD HH:mm:ss')}
            valueFormat={dateTimeInputFormat(dates)}
            ariaLabels={calendarLabels}
            timePickerProps={{ format: timeInputFormat(dates), 'aria-label': 'Time' }}
            leftSection={<IconCalendar size={16} aria-hidden />}
            {...form.getInputProps('occurredAt')}
          />
        )}
        <Textarea
          label={isEmail ? 'Message' : 'Content'}
          required
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('content')}
        />
        <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending || (isEmail && !client.email)}>
            {create.isPending ? 'Saving...' : isEmail ? 'Send Email' : 'Save Interaction'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Staff record a call, SMS, WhatsApp, note — or send a real e-mail — with a client. */
export function InteractionDialog({
  opened,
  client,
  onClose,
}: {
  opened: boolean;
  client: { id: string; name: string; email: string | null };
  onClose(): void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      size="lg"
      title="New Interaction"
    >
      {opened ? <InteractionForm client={client} onClose={onClose} /> : null}
    </Modal>
  );
}
