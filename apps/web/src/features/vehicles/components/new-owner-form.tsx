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
import { clientInputSchema } from '@pitstop/domain/clients';
import { type KeyboardEvent, useState } from 'react';
import { applyApiError, focusFirstError } from '../../../lib/form-errors.ts';
import { type NewOwnerInput, useCreateOwner } from '../api/create-owner.ts';

const ownerSchema = clientInputSchema.pick({ name: true, email: true, phone: true });
type Values = { name: string; email: string; phone: string };

/**
 * Spec §2/§4: the vehicle dialog's inline 'Add New Client' form. It lives inside the vehicle
 * form, so it has no <form> of its own: Enter creates the client instead of saving the vehicle.
 * A failure stays visible with everything typed kept (DESIGN.md §3.8).
 */
export function NewOwnerForm({
  onCreated,
  onCancel,
}: {
  onCreated(owner: { id: string; name: string }): void;
  onCancel(): void;
}) {
  const createOwner = useCreateOwner();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', email: '', phone: '' },
    validate: schemaResolver(ownerSchema, { sync: true }),
  });

  function create() {
    const checked = form.validate();
    if (checked.hasErrors) {
      focusFirstError(form, checked.errors, ['name', 'email', 'phone']);
      return;
    }
    setError(null);
    createOwner.mutate(ownerSchema.parse(form.getValues()) as NewOwnerInput, {
      onSuccess: (client) => onCreated({ id: client.id, name: client.name }),
      onError: (cause) =>
        setError(applyApiError(form, cause, 'The client could not be created. Please try again.')),
    });
  }

  function createOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (form.getValues().name.trim()) create();
  }

  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby="new-owner-heading">
      <Stack gap="xs">
        <Title order={3} fz="md" id="new-owner-heading">
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
          <Button variant="default" size="xs" onClick={onCancel} disabled={createOwner.isPending}>
            Cancel
          </Button>
          <Button
            size="xs"
            onClick={create}
            loading={createOwner.isPending}
            disabled={!form.values.name.trim() || createOwner.isPending}
          >
            Create Client
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
