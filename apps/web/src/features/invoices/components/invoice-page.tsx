import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMileage } from '@pitstop/domain/format';
import type { CreditNoteView, InvoiceDetail } from '@pitstop/domain/invoice-views';
import { canTakePayment, isIssuedInvoiceStatus } from '@pitstop/domain/invoices';
import { compareMoney } from '@pitstop/domain/money';
import {
  IconBell,
  IconCash,
  IconCheck,
  IconFileMinus,
  IconFileTypePdf,
  IconMail,
  IconPencil,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailField } from '../../../components/detail-field.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { failureMessage, notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { invoicePdfUrl } from '../api/get-invoice.ts';
import { useIssueInvoice } from '../api/issue-invoice.ts';
import { useRemindInvoice } from '../api/send-invoice.ts';
import { useVoidInvoice } from '../api/void-invoice.ts';
import { creditableLines } from '../credit-note-values.ts';
import { CreditNoteDialog } from './credit-note-dialog.tsx';
import { InvoiceDetailsDialog } from './invoice-details-dialog.tsx';
import { InvoiceHistory } from './invoice-history.tsx';
import { InvoiceLines } from './invoice-lines.tsx';
import { invoiceTitle } from './invoice-number.ts';
import { InvoiceCreditNotes, InvoicePayments } from './invoice-payments.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { InvoiceTotals } from './invoice-totals.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { SendInvoiceDialog } from './send-invoice-dialog.tsx';

type Open =
  | { dialog: 'details' | 'issue' | 'void' | 'send' | 'credit' | 'payment' }
  | { dialog: 'refund'; creditNote: CreditNoteView }
  | null;

/**
 * An invoice (issue 13). A draft is edited here: bill-to, mileage, notes and terms, the lines,
 * then Issue (it gets its number) or Void. An issued invoice is the document as it was issued,
 * with Open PDF, Send by e-mail, Send reminder when overdue, Record payment, Credit note and
 * Refund, its payments, credit notes and history.
 */
export function InvoicePage({
  invoice,
  laborRate,
  timeZone,
  today,
}: {
  invoice: InvoiceDetail;
  laborRate: string;
  timeZone: string;
  /** The shop's date today (YYYY-MM-DD), a payment's default date. */
  today: string;
}) {
  const dates = useDateFormat();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const issue = useIssueInvoice();
  const voidDraft = useVoidInvoice();
  const remind = useRemindInvoice();
  const format = { currency: invoice.currency, locale: invoice.locale };
  const isDraft = invoice.status === 'draft';
  const isVoid = invoice.status === 'void';
  const issued = isIssuedInvoiceStatus(invoice.status);
  const owes = compareMoney(invoice.balance, '0') > 0;
  const canPay = canTakePayment(invoice);
  const canCredit = issued && invoice.status !== 'credited' && creditableLines(invoice).length > 0;
  const title = invoiceTitle(invoice);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} data-testid="invoice-title">
              {title}
            </Title>
            <InvoiceStatusBadge
              status={invoice.status}
              overdue={invoice.overdue}
              data-testid="invoice-status"
            />
          </Group>
          <Text c="dimmed">
            {[invoice.billToName, invoice.vehicle].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {isDraft ? (
            <>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setOpen({ dialog: 'details' })}
              >
                Edit details
              </Button>
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                disabled={invoice.lines.length === 0}
                title={invoice.lines.length === 0 ? 'Add a line first' : undefined}
                onClick={() => setOpen({ dialog: 'issue' })}
              >
                Issue invoice
              </Button>
              <Button variant="default" color="red" onClick={() => setOpen({ dialog: 'void' })}>
                Void draft
              </Button>
            </>
          ) : null}
          {issued ? (
            <>
              {canPay ? (
                <Button
                  leftSection={<IconCash size={16} aria-hidden />}
                  onClick={() => setOpen({ dialog: 'payment' })}
                >
                  Record payment
                </Button>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconMail size={16} aria-hidden />}
                onClick={() => setOpen({ dialog: 'send' })}
              >
                Send by e-mail
              </Button>
              {invoice.overdue && owes ? (
                <Button
                  variant="default"
                  leftSection={<IconBell size={16} aria-hidden />}
                  loading={remind.isPending}
                  onClick={() =>
                    remind.mutate(invoice.id, {
                      onSuccess: () =>
                        showToast({ color: 'teal', message: `Reminder for ${title} sent` }),
                      onError: (cause) => notifyFailure('Could not send the reminder', cause),
                    })
                  }
                >
                  Send reminder
                </Button>
              ) : null}
              {canCredit ? (
                <Button
                  variant="default"
                  leftSection={<IconFileMinus size={16} aria-hidden />}
                  onClick={() => setOpen({ dialog: 'credit' })}
                >
                  Credit note
                </Button>
              ) : null}
            </>
          ) : null}
          {isVoid ? null : (
            <Button
              component="a"
              href={invoicePdfUrl(invoice.id)}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
            >
              {isDraft ? 'Preview PDF' : 'Open PDF'}
            </Button>
          )}
        </Group>
      </Group>
      {isVoid ? (
        <Alert color="red" variant="light" title="This draft was voided">
          {invoice.voidReason ? `Reason: ${invoice.voidReason}` : 'It was never issued.'}
        </Alert>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder padding="md" component="section" aria-label="Invoice">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
                  <DetailField label="Number">
                    <Text size="sm" data-testid="invoice-number">
                      {invoice.number ?? 'Given when issued'}
                    </Text>
                  </DetailField>
                  <DetailField label="Invoice date">
                    <Text size="sm">
                      {isDraft ? 'Not issued yet' : formatCalendarDate(invoice.date, dates)}
                    </Text>
                  </DetailField>
                  <DetailField label="Due">
                    <Text size="sm" c={invoice.overdue ? 'red.8' : undefined}>
                      {invoice.dueOn ? formatCalendarDate(invoice.dueOn, dates) : '—'}
                      {invoice.overdue ? ' (overdue)' : ''}
                    </Text>
                  </DetailField>
                  <DetailField label="Bill to">
                    {invoice.client ? (
                      <Anchor component={Link} to={`/admin/clients/${invoice.client.id}`} size="sm">
                        {invoice.billToName}
                      </Anchor>
                    ) : (
                      <Text size="sm">{invoice.billToName}</Text>
                    )}
                    {invoice.billToEmail ? <Text size="sm">{invoice.billToEmail}</Text> : null}
                    {invoice.billToPhone ? <Text size="sm">{invoice.billToPhone}</Text> : null}
                    {invoice.billToAddress ? (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {invoice.billToAddress}
                      </Text>
                    ) : null}
                  </DetailField>
                  <DetailField label="Vehicle">
                    <Text size="sm">{invoice.vehicle ?? 'No vehicle'}</Text>
                    {invoice.mileage !== null ? (
                      <Text size="xs" c="dimmed">
                        Mileage {formatMileage(invoice.mileage)}
                      </Text>
                    ) : null}
                  </DetailField>
                  {invoice.jobOrder ? (
                    <DetailField label="Job order">
                      <Anchor
                        component={Link}
                        to={`/admin/job-orders/${invoice.jobOrder.id}`}
                        size="sm"
                      >
                        {invoice.jobOrder.number}
                      </Anchor>
                    </DetailField>
                  ) : (
                    <DetailField label="Sale">
                      <Text size="sm">Counter sale</Text>
                    </DetailField>
                  )}
                </SimpleGrid>
                {invoice.notes ? (
                  <DetailField label="Notes">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {invoice.notes}
                    </Text>
                  </DetailField>
                ) : null}
                {invoice.terms ? (
                  <DetailField label="Terms">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {invoice.terms}
                    </Text>
                  </DetailField>
                ) : null}
              </Stack>
            </Card>
            <InvoiceLines invoice={invoice} laborRate={laborRate} editable={isDraft} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <InvoiceTotals invoice={invoice} />
            {issued ? <InvoicePayments invoice={invoice} /> : null}
            <InvoiceCreditNotes
              invoice={invoice}
              canWrite={issued}
              onRefund={(creditNote) => setOpen({ dialog: 'refund', creditNote })}
            />
            <Card withBorder padding="md" component="section" aria-labelledby="invoice-history">
              <Stack gap="sm">
                <Title order={2} fz="lg" id="invoice-history">
                  History
                </Title>
                <InvoiceHistory history={invoice.history} timeZone={timeZone} format={format} />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>

      {isDraft ? (
        <>
          <InvoiceDetailsDialog
            invoice={invoice}
            opened={open?.dialog === 'details'}
            onClose={close}
          />
          <ConfirmDialog
            opened={open?.dialog === 'issue'}
            title="Issue this invoice?"
            confirmLabel="Issue invoice"
            busy={issue.isPending}
            onClose={close}
            onConfirm={() =>
              issue.mutate(
                { id: invoice.id, version: invoice.version },
                {
                  onSuccess: (issuedInvoice) => {
                    close();
                    showToast({
                      color: 'teal',
                      message: `${invoiceTitle(issuedInvoice)} issued`,
                    });
                  },
                  onError: (cause) => {
                    close();
                    showToast({
                      color: 'red',
                      title: 'Could not issue the invoice',
                      message: failureMessage(cause),
                    });
                  },
                },
              )
            }
          >
            It gets the next invoice number and today's date, and can no longer be changed:
            corrections are made with a credit note.
          </ConfirmDialog>
          <ReasonDialog
            key={open?.dialog === 'void' ? 'void' : 'closed'}
            opened={open?.dialog === 'void'}
            title="Void this draft?"
            explanation="The draft is kept, void, in the list of invoices. It never had a number, so none is skipped."
            confirmLabel="Void draft"
            busy={voidDraft.isPending}
            onClose={close}
            onConfirm={(reason) =>
              voidDraft.mutate(
                { id: invoice.id, reason },
                {
                  onSuccess: () => {
                    close();
                    showToast({ color: 'teal', message: 'Draft invoice voided' });
                  },
                  onError: (cause) => notifyFailure('Could not void the draft', cause),
                },
              )
            }
          />
        </>
      ) : null}
      {issued ? (
        <>
          <SendInvoiceDialog invoice={invoice} opened={open?.dialog === 'send'} onClose={close} />
          <CreditNoteDialog invoice={invoice} opened={open?.dialog === 'credit'} onClose={close} />
          <PaymentDialog
            invoice={invoice}
            refundFor={open?.dialog === 'refund' ? open.creditNote : null}
            today={today}
            opened={open?.dialog === 'payment' || open?.dialog === 'refund'}
            onClose={close}
          />
        </>
      ) : null}
    </Stack>
  );
}
