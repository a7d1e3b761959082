import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type OwnerClient,
  type OwnerProfilePatch,
  ownerProfilePatchSchema,
} from '@pitstop/domain/owner';
import { useState } from 'react';
import {
  AddressFields,
  BasicFields,
  EmergencyContactFields,
  FormSection,
} from '../../../components/forms/client-fields.tsx';
import {
  applyApiError,
  focusFirstError,
  issuesToErrors,
  notifyFailure,
} from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateOwnerProfile } from '../api/update-owner-profile.ts';

type Values = {
  name: string;
  email: string;
  phone: string;
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
};

const fieldOrder: (keyof Values)[] = [
  'name',
  'email',
  'phone',
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
];

function valuesOf(client: OwnerClient): Values {
  return {
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    dateOfBirth: client.dateOfBirth,
    preferredContact: client.preferredContact,
    address: client.address ?? '',
    city: client.city ?? '',
    state: client.state ?? '',
    postalCode: client.postalCode ?? '',
    country: client.country ?? '',
    emergencyContactName: client.emergencyContactName ?? '',
    emergencyContactPhone: client.emergencyContactPhone ?? '',
    emergencyContactRelation: client.emergencyContactRelation ?? '',
  };
}

function toPatch(values: Values): OwnerProfilePatch {
  return {
    ...values,
    preferredContact: values.preferredContact as OwnerProfilePatch['preferredContact'],
  };
}

function validate(values: Values): Record<string, string> {
  const result = ownerProfilePatchSchema.safeParse(toPatch(values));
  if (result.success) return {};
  return issuesToErrors(result.error.issues);
}

function OwnerProfileForm({ client, onClose }: { client: OwnerClient; onClose(): void }) {
  const update = useUpdateOwnerProfile();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: valuesOf(client),
    validate,
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      update.mutate(
        { clientId: client.id, changes: toPatch(values) },
        {
          onSuccess: () => {
            showToast({ color: 'teal', message: 'Profile updated successfully' });
            onClose();
          },
          onError: (cause) => {
            setError(applyApiError(form, cause, 'Please try again.'));
            notifyFailure('Error saving profile', cause);
          },
        },
      );
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
        <FormSection title="Contact details">
          <BasicFields form={form} business={false} />
        </FormSection>
        <FormSection title="Address">
          <AddressFields form={form} />
        </FormSection>
        <FormSection title="Emergency contact">
          <EmergencyContactFields form={form} />
        </FormSection>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Update Profile'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The car owner edits their own record in one shop: contact, address, emergency contact. */
export function OwnerProfileDialog({
  opened,
  client,
  onClose,
}: {
  opened: boolean;
  client: OwnerClient;
  onClose(): void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      size="xl"
      title="Edit Profile"
    >
      {opened ? <OwnerProfileForm key={client.id} client={client} onClose={onClose} /> : null}
    </Modal>
  );
}
