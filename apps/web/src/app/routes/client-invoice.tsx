import { Box } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useOwnerInvoice } from '../../features/owner-invoices/api/get-owner-invoice.ts';
import { OwnerInvoice } from '../../features/owner-invoices/components/owner-invoice.tsx';

/** `/client/invoices/:id`: one of the car owner's invoices with its payments and credit notes. */
export function Component() {
  useDocumentTitle('Invoice — Pitstop');
  const { id = '' } = useParams();
  const invoice = useOwnerInvoice(id);
  return (
    <Box maw={720}>
      <DetailFrame
        query={invoice}
        noun="invoice"
        missing="This invoice is not one of yours."
        back={{ to: '/client/invoices', label: 'Back to my invoices' }}
      >
        {(data) => <OwnerInvoice invoice={data} />}
      </DetailFrame>
    </Box>
  );
}
