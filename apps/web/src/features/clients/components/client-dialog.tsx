import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Client, type ClientInput, clientInputSchema } from '@pitstop/domain/clients';
import { parseTags } from '@pitstop/domain/format';
import { useState } from 'react';
import {
  AddressFields,
  BasicFields,
  EmergencyContactFields,
  FormSection as Section,
} from '../../../components/forms/client-fields.tsx';
import {
  applyApiError,
  focusFirstError,
  issuesToErrors,
  notifyFailure,
} from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateClient } from '../api/create-client.ts';
import { useClient } from '../api/get-client.ts';
import { useUpdateClient } from '../api/update-client.ts';

type Values = {
  name: string;
  email: string;
  phone: string;
  company: string;
  taxId: string;
  dateOfBirth: string | null;
  preferredContact: string | null;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  emergencyContactRelation: string;
  tagsText: string;
  notes: string;
};

const fieldOrder: (keyof Values)[] = [
  'name',
  'email',
  'phone',
  'company',
  'taxId',
  'dateOfBirth',
  'preferredContact',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelation',
  'tagsText',
  'notes',
];

function valuesOf(client: Client | null): Values {
  return {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    company: client?.company ?? '',
    taxId: client?.taxId ?? '',
    dateOfBirth: client?.dateOfBirth ?? null,
    preferredContact: client?.preferredContact ?? null,
    address: client?.address ?? '',
    city: client?.city ?? '',
    state: client?.state ?? '',
    postalCode: client?.postalCode ?? '',
    country: client?.country ?? '',
    emergencyContactName: client?.emergencyContactName ?? '',
    emergencyContactPhone: client?.emergencyContactPhone ?? '',
    emergencyContactRelation: client?.emergencyContactRelation ?? '',
    tagsText: client?.tags.join(', ') ?? '',
    notes: client?.notes ?? '',
  };
}

/** The form as the API's input: tags typed comma-separated (spec §5), '' for "not given". */
function toInput(values: Values): ClientInput {
  const { tagsText, dateOfBirth, preferredContact, ...rest } = values;
  return {
    ...rest,
    dateOfBirth: dateOfBirth ?? null,
    preferredContact: (preferredContact ?? null) as ClientInput['preferredContact'],
    tags: parseTags(tagsText),
  };
}

function validate(values: Values): Record<string, string> {
  const result = clientInputSchema.safeParse(toInput(values));
  if (result.success) return {};
  return issuesToErrors(result.error.issues, (path: string) =>
    path === 'tags' ? 'tagsText' : path,
  );
}

function ClientForm({ client, onClose }: { client: Client | null; onClose(): void }) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const busy = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: valuesOf(client),
    validate,
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const input = clientInputSchema.parse(toInput(values));
      const callbacks = {
        onSuccess: () => {
          showToast({
            color: 'teal',
            message: client ? 'Client updated successfully' : 'Client added successfully',
          });
          onClose();
        },
        onError: (cause: unknown) => {
          setError(applyApiError(form, cause, 'Please try again.'));
          // Spec §8 with the server's reason as the body (DESIGN.md §1: a message to act on).
          notifyFailure('Error saving client', cause);
        },
      };
      if (client) update.mutate({ id: client.id, changes: input }, callbacks);
      else create.mutate(input, callbacks);
    },
    (errors) => focusFirstError(form, errors, fieldOrder),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Section title="Basics">
          <BasicFields form={form} business />
        </Section>
        <Section title="Address">
          <AddressFields form={form} />
        </Section>
        <Section title="Emergency contact">
          <EmergencyContactFields form={form} />
        </Section>
        <Section title="Tags and notes">
          <TextInput
            label="Tags"
            description="Separate tags with commas, e.g. VIP, Fleet"
            key={form.key('tagsText')}
            {...form.getInputProps('tagsText')}
          />
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxRows={8}
            key={form.key('notes')}
            {...form.getInputProps('notes')}
          />
        </Section>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : client ? 'Update Client' : 'Add Client'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditClientForm({ id, onClose }: { id: string; onClose(): void }) {
  const client = useClient(id);
  if (client.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading...">
        <Loader size="sm" />
      </Center>
    );
  }
  if (client.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the client">
        <Group gap="sm">
          {client.error.message}
          <Button size="compact-sm" variant="light" color="red" onClick={() => client.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  return <ClientForm client={client.data} onClose={onClose} />;
}

/** Spec §2 "Client add/edit dialog": each field once (DESIGN.md §3.5). */
export function ClientDialog({
  opened,
  clientId,
  onClose,
}: {
  opened: boolean;
  /** The client to edit; null adds a new one. */
  clientId: string | null;
  onClose(): void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      size="xl"
      title={clientId ? 'Edit Client' : 'Add New Client'}
    >
      {opened ? (
        clientId ? (
          <EditClientForm key={clientId} id={clientId} onClose={onClose} />
        ) : (
          <ClientForm client={null} onClose={onClose} />
        )
      ) : null}
    </Modal>
  );
}
