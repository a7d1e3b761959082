import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { localToday } from '@pitstop/domain/local-time';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { InlineLoading } from '../../components/inline-loading.tsx';
import { useInvoice } from '../../features/invoices/api/get-invoice.ts';
import { invoiceTitle } from '../../features/invoices/components/invoice-number.ts';
import { InvoicePage } from '../../features/invoices/components/invoice-page.tsx';
import { useShop } from '../../lib/api/get-shop.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDateFormat } from '../../lib/dates.tsx';

/** `/admin/invoices/:id` (billing staff): a draft to edit or an issued invoice. */
export function Component() {
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  const shop = useShop();
  const { timeZone } = useDateFormat(shop.data?.timezone);
  useDocumentTitle(`${invoice.data ? invoiceTitle(invoice.data) : 'Invoice'} — Pitstop`);

  const back = (
    <Anchor component={Link} to="/admin/invoices" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Invoices
      </Group>
    </Anchor>
  );
  if (invoice.isPending) return <InlineLoading />;
  if (invoice.isError) {
    const missing = invoice.error instanceof ApiError && [400, 404].includes(invoice.error.status);
    return (
      <Stack gap="md" maw={640}>
        {back}
        <Alert color="red" variant="light" role="alert" title="Could not load the invoice">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {missing ? 'This invoice does not exist.' : invoice.error.message}
            </Text>
            {missing ? null : (
              <Button size="xs" variant="light" color="red" onClick={() => void invoice.refetch()}>
                Retry
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {back}
      <InvoicePage
        invoice={invoice.data}
        laborRate={shop.data?.laborRate ?? ''}
        timeZone={timeZone}
        today={localToday(timeZone)}
      />
    </Stack>
  );
}
