import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type Profile,
  type UpdateProfileInput,
  updateProfileSchema,
} from '@pitstop/domain/accounts';
import { useState } from 'react';
import { applyApiError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';

type Values = { firstName: string; lastName: string; fullName: string; phone: string };

function valuesOf(profile: Profile): Values {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
  };
}

/** The signed-in person's own name and phone; `onSubmit` saves and resolves with the new profile. */
export function ProfileForm(props: {
  profile: Profile;
  onSubmit(input: UpdateProfileInput): Promise<Profile>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: valuesOf(props.profile),
    validate: schemaResolver(updateProfileSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await props.onSubmit(updateProfileSchema.parse(values));
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      showToast({ color: 'teal', message: 'Profile updated' });
    } catch (cause) {
      setError(applyApiError(form, cause, 'Failed to update profile'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          value={props.profile.email}
          readOnly
          variant="filled"
          description="Your sign-in email"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Display name"
          description="Leave empty to be shown by your first and last name"
          autoComplete="name"
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
