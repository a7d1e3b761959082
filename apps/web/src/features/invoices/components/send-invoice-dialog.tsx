import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSendInvoice } from '../api/send-invoice.ts';
import { invoiceTitle } from './invoice-number.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Send by e-mail: the PDF attached, to the bill-to address unless another is typed. */
export function SendInvoiceDialog({
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
      title={`Send ${invoiceTitle(invoice)}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <SendForm invoice={invoice} onClose={onClose} /> : null}
    </Modal>
  );
}

function SendForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose(): void }) {
  const send = useSendInvoice();
  const [to, setTo] = useState(invoice.billToEmail ?? invoice.clientEmail ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const address = to.trim();
        if (!EMAIL.test(address)) {
          setFieldError(address ? 'Enter a valid email address' : 'Enter the address to send to');
          return;
        }
        setError(null);
        send.mutate(
          { id: invoice.id, to: address },
          {
            onSuccess: () => {
              showToast({ color: 'teal', message: `${invoiceTitle(invoice)} sent to ${address}` });
              onClose();
            },
            onError: (cause) => {
              const message = cause instanceof ApiError ? cause.fieldError('to') : undefined;
              if (message) setFieldError(message);
              else
                setError(failureMessage(cause, 'The invoice could not be sent. Please try again.'));
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Text size="sm">The invoice goes as a PDF attachment.</Text>
        <TextInput
          label="To"
          type="email"
          required
          data-autofocus
          maxLength={254}
          value={to}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
