import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import { useState } from 'react';
import { applyApiError, focusFirstError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateInvoice } from '../api/update-invoice.ts';

type DetailsValues = {
  billToName: string;
  billToEmail: string;
  billToPhone: string;
  billToAddress: string;
  mileage: string;
  notes: string;
  terms: string;
};

const order = [
  'billToName',
  'billToEmail',
  'billToPhone',
  'billToAddress',
  'mileage',
  'notes',
  'terms',
] as const;

function valuesOf(invoice: InvoiceDetail): DetailsValues {
  return {
    billToName: invoice.billToName,
    billToEmail: invoice.billToEmail ?? '',
    billToPhone: invoice.billToPhone ?? '',
    billToAddress: invoice.billToAddress ?? '',
    mileage: invoice.mileage === null ? '' : String(invoice.mileage),
    notes: invoice.notes ?? '',
    terms: invoice.terms ?? '',
  };
}

/** A draft's bill-to, mileage, notes and terms; saved with the version it was opened on. */
export function InvoiceDetailsDialog({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit invoice details"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <DetailsForm invoice={invoice} onClose={onClose} /> : null}
    </Modal>
  );
}

function DetailsForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose(): void }) {
  const update = useUpdateInvoice();
  const [error, setError] = useState<string | null>(null);
  // The version the form was opened on: a change made meanwhile is refused, not overwritten.
  const [version] = useState(invoice.version);
  const form = useForm<DetailsValues>({
    initialValues: valuesOf(invoice),
    validate: {
      billToName: (value) => (value.trim() ? null : 'Bill-to name is required'),
      mileage: (value) =>
        value.trim() === '' || /^\d{1,7}$/.test(value.trim())
          ? null
          : 'Mileage must be a whole number',
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setError(null);
      update.mutate(
        {
          id: invoice.id,
          version,
          changes: {
            billToName: values.billToName.trim(),
            billToEmail: values.billToEmail.trim() || null,
            billToPhone: values.billToPhone.trim() || null,
            billToAddress: values.billToAddress.trim() || null,
            mileage: values.mileage.trim() === '' ? null : Number(values.mileage.trim()),
            notes: values.notes.trim() || null,
            terms: values.terms.trim() || null,
          },
        },
        {
          onSuccess: () => {
            showToast({ color: 'teal', message: 'Invoice details saved' });
            onClose();
          },
          onError: (cause) =>
            setError(
              applyApiError(form, cause, 'The details could not be saved. Please try again.'),
            ),
        },
      );
    },
    (errors) => focusFirstError(form, errors, order),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Bill to"
          required
          data-autofocus
          maxLength={200}
          {...form.getInputProps('billToName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="E-mail"
            type="email"
            maxLength={254}
            {...form.getInputProps('billToEmail')}
          />
          <TextInput label="Phone" maxLength={40} {...form.getInputProps('billToPhone')} />
        </SimpleGrid>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('billToAddress')}
        />
        <TextInput label="Mileage" inputMode="numeric" w={160} {...form.getInputProps('mileage')} />
        <Textarea
          label="Notes"
          description="Printed on the invoice"
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('notes')}
        />
        <Textarea
          label="Terms"
          description="Payment instructions or warranty printed at the bottom"
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('terms')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
