import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { createInvitationSchema } from '@pitstop/domain/accounts';
import { roleLabels, staffRoles } from '@pitstop/domain/roles';
import { useState } from 'react';
import { applyApiError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** An admin invites a person by e-mail with a staff role; the mail's link lets them join. */
export function InviteMemberForm() {
  const create = useCreateInvitation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', role: 'mechanic' },
    validate: schemaResolver(createInvitationSchema, { sync: true }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        const input = createInvitationSchema.parse(values);
        create.mutate(input, {
          onSuccess: (invitation) => {
            form.reset();
            showToast({
              color: 'teal',
              message: `Invitation sent to ${invitation.email}`,
            });
          },
          onError: (cause) =>
            setError(
              applyApiError(form, cause, 'Could not send the invitation. Please try again.'),
            ),
        });
      })}
    >
      {error ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {error}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required
          style={{ flex: '1 1 220px' }}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          required
          data={roleOptions}
          allowDeselect={false}
          style={{ flex: '0 1 180px' }}
          key={form.key('role')}
          {...form.getInputProps('role')}
        />
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
          Send invitation
        </Button>
      </Group>
    </form>
  );
}
