import { Alert, Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { ClientOption } from '@pitstop/domain/clients';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ClientSelect } from '../../../components/forms/client-select.tsx';
import { useClientOptions } from '../../../lib/api/client-options.ts';
import { useCreateInvoice } from '../../../lib/api/create-invoice.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';

type BillTo = 'client' | 'walk-in';

/**
 * New counter sale: an empty draft billed to one of the shop's clients or to a walk-in name
 * typed at the desk; the draft opens to add its lines.
 */
export function CounterSaleDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New counter sale"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <CounterSaleForm onClose={onClose} /> : null}
    </Modal>
  );
}

function CounterSaleForm({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const [billTo, setBillTo] = useState<BillTo>('client');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ client?: string; name?: string; form?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (billTo === 'client' && !client) {
      setErrors({ client: 'Choose a client' });
      return;
    }
    if (billTo === 'walk-in' && !name.trim()) {
      setErrors({ name: 'Type the name to bill' });
      return;
    }
    setErrors({});
    create.mutate(
      billTo === 'client'
        ? { counterSale: true, clientId: client?.id ?? null }
        : { counterSale: true, clientId: null, billToName: name.trim() },
      {
        onSuccess: (invoice) => {
          onClose();
          navigate(`/admin/invoices/${invoice.id}`);
        },
        onError: (cause) => {
          const field =
            cause instanceof ApiError
              ? (cause.fieldError('billToName') ?? cause.fieldError('clientId'))
              : undefined;
          setErrors(
            field
              ? billTo === 'client'
                ? { client: field }
                : { name: field }
              : { form: failureMessage(cause, 'The counter sale could not be started.') },
          );
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <SegmentedControl
          aria-label="Bill to"
          fullWidth
          data={[
            { value: 'client', label: 'A client' },
            { value: 'walk-in', label: 'A walk-in customer' },
          ]}
          value={billTo}
          onChange={(value) => {
            setBillTo(value as BillTo);
            setErrors({});
          }}
        />
        {billTo === 'client' ? (
          <ClientSelect
            label="Client"
            placeholder="Search clients"
            useOptions={useClientOptions}
            value={client?.id ?? null}
            onChange={(_, option) => {
              setClient(option);
              setErrors({});
            }}
            known={client ? [client] : []}
            error={errors.client}
          />
        ) : (
          <TextInput
            label="Name to bill"
            required
            data-autofocus
            maxLength={200}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
            error={errors.name}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Start counter sale
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
