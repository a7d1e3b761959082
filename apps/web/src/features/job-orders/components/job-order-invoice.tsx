import { Button, Stack, Text } from '@mantine/core';
import { formatMoney } from '@pitstop/domain/format';
import { invoiceStatusLabels } from '@pitstop/domain/invoices';
import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { compareMoney } from '@pitstop/domain/money';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useCreateInvoice } from '../../../lib/api/create-invoice.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyFailure } from '../../../lib/form-errors.ts';

/** The live invoice a refused "Create invoice" names (409: the job already has one). */
function existingInvoiceId(cause: unknown): string | null {
  if (!(cause instanceof ApiError) || cause.status !== 409) return null;
  const id = (cause.problem as { invoiceId?: unknown }).invoiceId;
  return typeof id === 'string' ? id : null;
}

/** What the desk still has to do with the invoice before the car leaves (ADR 037). */
function invoiceState(jobOrder: JobOrderDetail): string | null {
  const { invoice } = jobOrder;
  if (!invoice) return null;
  if (invoice.status === 'draft') return 'Draft: not issued yet';
  if (invoice.status === 'void') return null;
  if (compareMoney(invoice.balance, '0') <= 0) return invoiceStatusLabels[invoice.status];
  const due = formatMoney(invoice.balance, {
    currency: jobOrder.currency,
    locale: jobOrder.locale,
  });
  return `${invoiceStatusLabels[invoice.status]}: ${due} due`;
}

/**
 * For billing staff: a job order ready for pickup or completed without an invoice offers
 * "Create invoice" (a draft with its billed lines, opened at once, to issue, take payment and
 * send there); one with an invoice links to it and says what is still due.
 */
export function JobOrderInvoice({ jobOrder }: { jobOrder: JobOrderDetail }) {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const { invoice } = jobOrder;
  if (invoice) {
    const state = invoiceState(jobOrder);
    return (
      <Stack gap={2} align="flex-end">
        <Button
          component={Link}
          to={`/admin/invoices/${invoice.id}`}
          variant="light"
          leftSection={<IconFileInvoice size={16} aria-hidden />}
        >
          {invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice'}
        </Button>
        {state ? (
          <Text size="xs" c="dimmed" data-testid="job-order-invoice-state">
            {state}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (jobOrder.status !== 'ready_for_pickup' && jobOrder.status !== 'completed') return null;
  return (
    <Button
      leftSection={<IconFileInvoice size={16} aria-hidden />}
      loading={create.isPending}
      onClick={() =>
        create.mutate(
          { jobOrderId: jobOrder.id },
          {
            onSuccess: (created) => navigate(`/admin/invoices/${created.id}`),
            onError: (cause) => {
              const existing = existingInvoiceId(cause);
              if (existing) navigate(`/admin/invoices/${existing}`);
              else notifyFailure('Could not create the invoice', cause);
            },
          },
        )
      }
    >
      Create invoice
    </Button>
  );
}
