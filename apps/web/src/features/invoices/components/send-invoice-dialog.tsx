import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import { SendMailDialog } from '../../../components/send-mail-dialog.tsx';
import { showToast } from '../../../lib/toast.ts';
import { invoiceMailPreviewQuery } from '../api/preview-invoice-mail.ts';
import { useSendInvoice } from '../api/send-invoice.ts';
import { invoiceTitle } from './invoice-number.ts';

/** Send by e-mail: the mail with the PDF attached, shown first, to the bill-to address (else the client's) or another. */
export function SendInvoiceDialog({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose(): void;
}) {
  const send = useSendInvoice();
  return (
    <SendMailDialog
      opened={opened}
      title={`Send ${invoiceTitle(invoice)}`}
      suggestedTo={invoice.billToEmail ?? invoice.clientEmail}
      previewQuery={(to) => invoiceMailPreviewQuery(invoice.id, to)}
      onSend={(to) => send.mutateAsync({ id: invoice.id, to })}
      onSent={(to) =>
        showToast({ color: 'teal', message: `${invoiceTitle(invoice)} sent to ${to}` })
      }
      onClose={onClose}
    />
  );
}
