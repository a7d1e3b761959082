import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Service, serviceInputSchema } from '@pitstop/domain/services';
import { useState } from 'react';
import { applyApiError, notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateService } from '../api/create-service.ts';
import { useServiceCategories } from '../api/list-service-categories.ts';
import { useUpdateService } from '../api/update-service.ts';

type Values = {
  name: string;
  category: string;
  durationMinutes: number | string;
  price: number | string;
  description: string;
  active: boolean;
};

function valuesOf(service: Service | null): Values {
  return {
    name: service?.name ?? '',
    category: service?.category ?? '',
    durationMinutes: service?.durationMinutes ?? '',
    price: service ? service.price : '',
    description: service?.description ?? '',
    active: service?.active ?? true,
  };
}

function ServiceForm({ service, onClose }: { service: Service | null; onClose(): void }) {
  const create = useCreateService();
  const update = useUpdateService();
  const categories = useServiceCategories();
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: valuesOf(service),
    validate: schemaResolver(serviceInputSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const input = serviceInputSchema.parse(values);
      const callbacks = {
        onSuccess: () => {
          showToast({
            color: 'teal',
            message: service ? 'Service updated successfully' : 'Service added successfully',
          });
          onClose();
        },
        onError: (cause: unknown) => {
          const reason = applyApiError(form, cause, 'Please try again.');
          setError(reason);
          notifyFailure('Error saving service', cause);
        },
      };
      if (service) update.mutate({ id: service.id, changes: input }, callbacks);
      else create.mutate(input, callbacks);
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput label="Name" required key={form.key('name')} {...form.getInputProps('name')} />
        <Autocomplete
          label="Category"
          description="Pick an existing category or type a new one"
          required
          data={categories.data ?? []}
          key={form.key('category')}
          {...form.getInputProps('category')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            // What was typed stays as typed ("-5", "2.5") and gets the field's message.
            clampBehavior="none"
            label="Duration (min)"
            required
            min={1}
            key={form.key('durationMinutes')}
            {...form.getInputProps('durationMinutes')}
          />
          <NumberInput
            // What was typed stays as typed ("-1", "19.999") and gets the field's message.
            clampBehavior="none"
            label="Price ($)"
            required
            min={0}
            key={form.key('price')}
            {...form.getInputProps('price')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Switch
          label="Active (offered for booking)"
          key={form.key('active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={busy}>
            {service ? 'Update Service' : 'Add Service'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit a catalogue entry (DESIGN.md §3.4: the spec's do-nothing buttons now work). */
export function ServiceDialog({
  opened,
  service,
  onClose,
}: {
  opened: boolean;
  service: Service | null;
  onClose(): void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={service ? 'Edit Service' : 'Add Service'}
    >
      {opened ? (
        <ServiceForm key={service?.id ?? 'new'} service={service} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
