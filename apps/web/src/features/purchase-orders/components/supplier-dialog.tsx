import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { supplierInputSchema } from '@pitstop/domain/inventory';
import type { Supplier } from '@pitstop/domain/inventory-views';
import { useState } from 'react';
import { applyApiError, focusFirstError, issuesToErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateSupplier, useUpdateSupplier } from '../api/suppliers.ts';

type Values = {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  accountNumber: string;
  leadTimeDays: number | string;
  notes: string;
  active: boolean;
};

const fieldOrder = [
  'name',
  'contactName',
  'email',
  'phone',
  'accountNumber',
  'leadTimeDays',
  'notes',
  'active',
];

function toInput(values: Values) {
  return {
    ...values,
    email: values.email.trim() === '' ? null : values.email,
    leadTimeDays: values.leadTimeDays === '' ? null : Number(values.leadTimeDays),
  };
}

function SupplierForm({ supplier, onClose }: { supplier: Supplier | null; onClose(): void }) {
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const busy = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: supplier?.name ?? '',
      contactName: supplier?.contactName ?? '',
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
      accountNumber: supplier?.accountNumber ?? '',
      leadTimeDays: supplier?.leadTimeDays ?? '',
      notes: supplier?.notes ?? '',
      active: supplier?.active ?? true,
    },
    validate: (values) => {
      const checked = supplierInputSchema.safeParse(toInput(values));
      return checked.success ? {} : issuesToErrors(checked.error.issues);
    },
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const input = supplierInputSchema.parse(toInput(values));
      const callbacks = {
        onSuccess: () => {
          showToast({
            color: 'teal',
            message: supplier ? `${input.name} updated` : `${input.name} added`,
          });
          onClose();
        },
        onError: (cause: unknown) => setError(applyApiError(form, cause, 'Please try again.')),
      };
      if (supplier) update.mutate({ id: supplier.id, supplier: input }, callbacks);
      else create.mutate(input, callbacks);
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
        <TextInput
          label="Name"
          required
          data-autofocus
          maxLength={120}
          {...form.getInputProps('name')}
        />
        <TextInput label="Contact" maxLength={120} {...form.getInputProps('contactName')} />
        <TextInput
          label="Email"
          type="email"
          description="Purchase orders are e-mailed here; without one, you order by phone"
          {...form.getInputProps('email')}
        />
        <TextInput label="Phone" type="tel" maxLength={40} {...form.getInputProps('phone')} />
        <TextInput label="Account number" maxLength={60} {...form.getInputProps('accountNumber')} />
        <NumberInput
          label="Lead time (days)"
          description="Days from ordering to delivery, usually"
          allowDecimal={false}
          allowNegative={false}
          min={0}
          max={365}
          {...form.getInputProps('leadTimeDays')}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('notes')}
        />
        {supplier ? (
          <Switch
            label="Active (offered for new purchase orders)"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {supplier ? 'Update supplier' : 'Add supplier'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit a supplier; a clash of names comes back under Name. */
export function SupplierDialog({
  opened,
  supplier,
  onClose,
}: {
  opened: boolean;
  supplier: Supplier | null;
  onClose(): void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={supplier ? 'Edit supplier' : 'Add supplier'}>
      {opened ? <SupplierForm supplier={supplier} onClose={onClose} /> : null}
    </Modal>
  );
}
