import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import type { CreditNoteView, InvoiceDetail } from '@pitstop/domain/invoice-views';
import { paymentMethodLabels } from '@pitstop/domain/invoices';
import { compareMoney } from '@pitstop/domain/money';
import { useDateFormat } from '../../../lib/dates.tsx';
import { creditNotePdfUrl } from '../api/get-invoice.ts';
import { refundableFor } from '../payment-values.ts';

/** The payments and refunds recorded, oldest first: date, method, reference, amount. */
export function InvoicePayments({ invoice }: { invoice: InvoiceDetail }) {
  const dates = useDateFormat();
  const money = (value: string) =>
    formatMoney(value, { currency: invoice.currency, locale: invoice.locale });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-payments">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="invoice-payments">
          Payments
        </Title>
        {invoice.payments.length === 0 ? (
          <Text c="dimmed" size="sm">
            No payments yet.
          </Text>
        ) : (
          <Table verticalSpacing={4} aria-label="Payments">
            <Table.Tbody>
              {invoice.payments.map((payment) => {
                const refund = compareMoney(payment.amount, '0') < 0;
                return (
                  <Table.Tr key={payment.id} data-testid="invoice-payment">
                    <Table.Td pl={0}>
                      <Text size="sm">
                        {formatCalendarDate(payment.paidOn, dates)} ·{' '}
                        {refund ? 'Refund' : paymentMethodLabels[payment.method]}
                        {refund ? ` (${paymentMethodLabels[payment.method]})` : ''}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[
                          payment.reference,
                          payment.creditNote ? `for ${payment.creditNote.number}` : null,
                          payment.recordedBy ? `by ${payment.recordedBy}` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" pr={0}>
                      <Text size="sm" fw={600}>
                        {money(payment.amount)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

/** The credit notes issued on the invoice, each with its PDF and, when overpaid, Refund. */
export function InvoiceCreditNotes({
  invoice,
  canWrite,
  onRefund,
}: {
  invoice: InvoiceDetail;
  canWrite: boolean;
  onRefund(note: CreditNoteView): void;
}) {
  const dates = useDateFormat();
  if (invoice.creditNotes.length === 0) return null;
  const money = (value: string) =>
    formatMoney(value, { currency: invoice.currency, locale: invoice.locale });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-credit-notes">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="invoice-credit-notes">
          Credit notes
        </Title>
        {invoice.creditNotes.map((note) => {
          const refundable = refundableFor(invoice, note);
          return (
            <Stack key={note.id} gap={2} data-testid="credit-note">
              <Group justify="space-between" wrap="nowrap">
                <Anchor href={creditNotePdfUrl(note.id)} target="_blank" fw={600} size="sm">
                  {note.number}
                </Anchor>
                <Text size="sm" fw={600}>
                  −{money(note.total)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {formatCalendarDate(note.issuedOn, dates)} · {note.reason}
              </Text>
              {note.lines.map((line) => (
                <Text key={line.invoiceLineId} size="xs" c="dimmed">
                  {line.quantity} × {line.description}: {money(line.net)} + {money(line.tax)}
                </Text>
              ))}
              {compareMoney(note.refunded, '0') > 0 ? (
                <Text size="xs">Refunded {money(note.refunded)}</Text>
              ) : null}
              {canWrite && compareMoney(refundable, '0') > 0 ? (
                <Group>
                  <Button size="compact-sm" variant="light" onClick={() => onRefund(note)}>
                    Refund {money(refundable)}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
