import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ClientInput, type ClientOption, clientInputSchema } from '@pitstop/domain/clients';
import { type KeyboardEvent, useState } from 'react';
import { applyApiError, focusFirstError } from '../../lib/form-errors.ts';

const newClientSchema = clientInputSchema.pick({ name: true, email: true, phone: true });
type Values = { name: string; email: string; phone: string };

/** What the inline form sends (`POST /api/v1/clients` with name, email and phone). */
export type NewClientInput = Pick<ClientInput, 'name' | 'email' | 'phone'>;

/**
 * Spec §2/§4: the vehicle dialog's inline 'Add New Client' form, also used by Add Appointment.
 * It lives inside another form, so it has no <form> of its own: Enter creates the client instead
 * of submitting the outer form. A failure stays visible with everything typed kept
 * (DESIGN.md §3.8). The caller's feature does the request (`create`).
 */
export function NewClientForm({
  create,
  onCreated,
  onCancel,
}: {
  create(input: NewClientInput): Promise<ClientOption>;
  onCreated(client: ClientOption): void;
  onCancel(): void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', email: '', phone: '' },
    validate: schemaResolver(newClientSchema, { sync: true }),
  });

  function submit() {
    const checked = form.validate();
    if (checked.hasErrors) {
      focusFirstError(form, checked.errors, ['name', 'email', 'phone']);
      return;
    }
    setError(null);
    setPending(true);
    create(newClientSchema.parse(form.getValues()) as NewClientInput).then(
      (client) => {
        setPending(false);
        onCreated({ id: client.id, name: client.name });
      },
      (cause: unknown) => {
        setPending(false);
        setError(applyApiError(form, cause, 'The client could not be created. Please try again.'));
      },
    );
  }

  function createOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (form.getValues().name.trim()) submit();
  }

  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby="new-client-heading">
      <Stack gap="xs">
        <Title order={3} fz="md" id="new-client-heading">
          Add New Client
        </Title>
        <Text size="xs" c="dimmed">
          A client needs a name and a phone number; the email is optional.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Client not created">
            {error} Nothing you typed is lost.
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          required
          data-autofocus
          onKeyDown={createOnEnter}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label="Email"
            type="email"
            onKeyDown={createOnEnter}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            required
            onKeyDown={createOnEnter}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            size="xs"
            onClick={submit}
            loading={pending}
            disabled={!form.values.name.trim() || pending}
          >
            Create Client
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
