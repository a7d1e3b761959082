import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { dateInputFormat } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import type { CreditNoteView, InvoiceDetail } from '@pitstop/domain/invoice-views';
import { type PaymentMethod, paymentMethodLabels, paymentMethods } from '@pitstop/domain/invoices';
import { moneyAmount } from '@pitstop/domain/money';
import { useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { applyApiError, focusFirstError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRecordPayment, useRecordRefund } from '../api/record-payment.ts';
import {
  balanceAfter,
  initialPaymentValues,
  type PaymentValues,
  parsePaymentValues,
  parseRefundValues,
  refundableFor,
} from '../payment-values.ts';
import { invoiceTitle } from './invoice-number.ts';

const fieldOrder = ['method', 'amount', 'paidOn', 'reference'] as const;
const methodOptions = paymentMethods.map((method) => ({
  value: method,
  label: paymentMethodLabels[method],
}));

/**
 * Record payment (or, given a credit note, Refund): method, amount (the balance, or what may
 * be refunded), date (today), reference. The form is mounted on each opening with its own
 * Idempotency-Key, so a double click or a retry of the same request records it once.
 */
export function PaymentDialog({
  invoice,
  refundFor,
  today,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  /** A credit note to refund: the dialog records a refund instead of a payment. */
  refundFor: CreditNoteView | null;
  /** The shop's date today (YYYY-MM-DD). */
  today: string;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        refundFor ? `Refund for ${refundFor.number}` : `Record payment for ${invoiceTitle(invoice)}`
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? (
        <PaymentForm invoice={invoice} refundFor={refundFor} today={today} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function PaymentForm({
  invoice,
  refundFor,
  today,
  onClose,
}: {
  invoice: InvoiceDetail;
  refundFor: CreditNoteView | null;
  today: string;
  onClose(): void;
}) {
  const dates = useDateFormat();
  const format = { currency: invoice.currency, locale: invoice.locale };
  const money = (value: string) => formatMoney(value, format);
  const pay = useRecordPayment();
  const refund = useRecordRefund();
  const pending = pay.isPending || refund.isPending;
  // One key for this opening of the dialog: every send of it is the same payment.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const refundable = refundFor ? refundableFor(invoice, refundFor) : null;
  const form = useForm<PaymentValues>({
    initialValues: initialPaymentValues(refundable ?? invoice.balance, today),
    validate: (values) =>
      (refundFor && refundable !== null
        ? parseRefundValues(values, refundFor.id, { refundable, ...format })
        : parsePaymentValues(values, { balance: invoice.balance, ...format })
      ).errors ?? {},
  });
  const after = refundFor ? null : balanceAfter(invoice.balance, form.values.amount);

  const fail = (cause: unknown) =>
    setError(applyApiError(form, cause, 'The payment could not be recorded. Please try again.'));

  const submit = form.onSubmit(
    (values) => {
      setError(null);
      if (refundFor && refundable !== null) {
        const parsed = parseRefundValues(values, refundFor.id, { refundable, ...format });
        if (!parsed.refund) return;
        refund.mutate(
          { id: invoice.id, refund: parsed.refund, idempotencyKey },
          {
            onSuccess: () => {
              showToast({
                color: 'teal',
                message: `Refund of ${money(parsed.refund.amount)} recorded`,
              });
              onClose();
            },
            onError: fail,
          },
        );
        return;
      }
      const parsed = parsePaymentValues(values, { balance: invoice.balance, ...format });
      if (!parsed.payment) return;
      pay.mutate(
        { id: invoice.id, payment: parsed.payment, idempotencyKey },
        {
          onSuccess: () => {
            showToast({
              color: 'teal',
              message: `Payment of ${money(parsed.payment.amount)} recorded`,
            });
            onClose();
          },
          onError: fail,
        },
      );
    },
    (errors) => focusFirstError(form, errors, fieldOrder),
  );

  const amountProps = form.getInputProps('amount');
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Text size="sm">
          {refundFor
            ? `Up to ${money(refundable ?? '0')} can be refunded.`
            : `Balance due: ${money(invoice.balance)}`}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Method"
            required
            allowDeselect={false}
            data={methodOptions}
            {...form.getInputProps('method')}
            onChange={(value) => form.setFieldValue('method', (value ?? 'cash') as PaymentMethod)}
          />
          <TextInput
            label="Amount"
            required
            data-autofocus
            inputMode="decimal"
            {...amountProps}
            onBlur={() => {
              const parsed = moneyAmount().safeParse(form.getValues().amount);
              if (parsed.success) form.setFieldValue('amount', parsed.data);
              amountProps.onBlur?.();
            }}
          />
          <DatePickerInput
            label={refundFor ? 'Refunded on' : 'Paid on'}
            required
            ariaLabels={calendarLabels}
            valueFormat={dateInputFormat(dates)}
            value={form.values.paidOn || null}
            onChange={(value) => form.setFieldValue('paidOn', value ?? '')}
            error={form.errors.paidOn}
          />
          <TextInput
            label="Reference"
            description="Card slip, check or transfer number"
            maxLength={100}
            {...form.getInputProps('reference')}
          />
        </SimpleGrid>
        {after !== null ? (
          <Text size="sm" c="dimmed" data-testid="balance-after">
            Balance after this payment: {money(after)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {refundFor ? 'Record refund' : 'Record payment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
