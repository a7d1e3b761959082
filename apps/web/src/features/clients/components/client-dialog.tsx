import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Client,
  type ClientDuplicate,
  type ClientInput,
  clientInputSchema,
} from '@pitstop/domain/clients';
import { parseTags } from '@pitstop/domain/format';
import { PHONE_MESSAGE, phoneCountryOf } from '@pitstop/domain/phone-rules';
import { useState } from 'react';
import { Link } from 'react-router';
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
import { useMoneyFormat } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useCreateClient } from '../api/create-client.ts';
import { findClientDuplicates } from '../api/find-client-duplicates.ts';
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

/** The API's rules (the phone's number is read on save, in the shop's country). */
function validate(values: Values): Record<string, string> {
  const result = clientInputSchema.safeParse(toInput(values));
  return result.success
    ? {}
    : issuesToErrors(result.error.issues, (path: string) => (path === 'tags' ? 'tagsText' : path));
}

/** What the duplicate check was made for: a change of either asks again. */
const contactKey = (values: Values) =>
  `${values.email.trim().toLowerCase()}|${values.phone.trim()}`;

/** Other clients with the e-mail or phone typed: open them instead, or (a shared phone) save anyway. */
function DuplicateWarning({
  duplicates,
  onOpen,
}: {
  duplicates: ClientDuplicate[];
  onOpen(): void;
}) {
  const emailTaken = duplicates.some((duplicate) => duplicate.sameEmail);
  return (
    <Alert color="yellow" variant="light" role="alert" title="This client may already exist">
      <Stack gap="xs">
        {duplicates.map((duplicate) => (
          <Group key={duplicate.id} gap="sm" justify="space-between" wrap="nowrap">
            <Text size="sm">
              <strong>{duplicate.name}</strong> has the same{' '}
              {duplicate.sameEmail && duplicate.samePhone
                ? 'e-mail and phone'
                : duplicate.sameEmail
                  ? 'e-mail'
                  : 'phone'}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              component={Link}
              to={`/admin/clients/${duplicate.id}`}
              onClick={onOpen}
            >
              Open {duplicate.name}
            </Button>
          </Group>
        ))}
        <Text size="sm">
          {emailTaken
            ? 'An e-mail address belongs to one client: open them, or use another address.'
            : 'If they share this phone (a family, a company), save anyway.'}
        </Text>
      </Stack>
    </Alert>
  );
}

function ClientForm({ client, onClose }: { client: Client | null; onClose(): void }) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const saving = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const country = phoneCountryOf(useMoneyFormat().locale);
  const [duplicates, setDuplicates] = useState<{ key: string; found: ClientDuplicate[] } | null>(
    null,
  );
  const [checking, setChecking] = useState(false);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: valuesOf(client),
    validate,
  });
  const initialKey = contactKey(valuesOf(client));
  const busy = saving || checking;

  const handleSubmit = form.onSubmit(
    async (values) => {
      setError(null);
      // The phone read as the server reads it, in the shop's country; libphonenumber-js is
      // loaded when a client is saved, not with every screen that lists clients (ADR 025).
      const { normalizePhone } = await import('@pitstop/domain/phone');
      if (values.phone.trim() && !normalizePhone(values.phone, country)) {
        form.setFieldError('phone', PHONE_MESSAGE);
        return;
      }
      const key = contactKey(values);
      // Asked once per e-mail and phone typed; a second click on Save anyway goes ahead.
      if (key !== initialKey && duplicates?.key !== key) {
        setChecking(true);
        try {
          const found = await findClientDuplicates({
            email: values.email.trim() || undefined,
            phone: values.phone.trim() || undefined,
            excludeId: client?.id,
          });
          setDuplicates({ key, found });
          if (found.length > 0) return;
        } catch {
          // The check only warns; the save itself still refuses what must be refused.
        } finally {
          setChecking(false);
        }
      }
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
        {duplicates && duplicates.found.length > 0 ? (
          <DuplicateWarning duplicates={duplicates.found} onOpen={onClose} />
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
            {busy
              ? 'Saving...'
              : duplicates && duplicates.found.length > 0
                ? 'Save anyway'
                : client
                  ? 'Update Client'
                  : 'Add Client'}
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
