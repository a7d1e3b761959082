import { Button } from '@mantine/core';
import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
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

/**
 * For billing staff: a completed job order without an invoice offers "Create invoice" (a draft
 * with its approved lines, opened at once); one with an invoice links to it.
 */
export function JobOrderInvoice({ jobOrder }: { jobOrder: JobOrderDetail }) {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const { invoice } = jobOrder;
  if (invoice) {
    return (
      <Button
        component={Link}
        to={`/admin/invoices/${invoice.id}`}
        variant="light"
        leftSection={<IconFileInvoice size={16} aria-hidden />}
      >
        {invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice'}
      </Button>
    );
  }
  if (jobOrder.status !== 'completed') return null;
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
