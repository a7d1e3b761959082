import { Card, Divider, Table, Title } from '@mantine/core';
import { formatMoney } from '@pitstop/domain/format';
import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import { formatTaxRate } from '@pitstop/domain/invoices';
import { compareMoney } from '@pitstop/domain/money';

type Row = { label: string; value: string; strong?: boolean; testId: string };

/**
 * The invoice's figures as they print: subtotal, discount, net, the tax per rate under the
 * shop's tax name ("Sales tax 8.25 % on $120.00"), the total; once issued, what credit notes
 * took back, what was paid and the balance.
 */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  const money = (value: string) =>
    formatMoney(value, { currency: invoice.currency, locale: invoice.locale });
  const issued = invoice.status !== 'draft' && invoice.status !== 'void';
  const rows: Row[] = [{ label: 'Subtotal', value: money(invoice.subtotal), testId: 'subtotal' }];
  if (compareMoney(invoice.discount, '0') > 0) {
    rows.push({ label: 'Discount', value: `−${money(invoice.discount)}`, testId: 'discount' });
  }
  if (invoice.pricesIncludeTax) {
    rows.push({
      label: `Net (without ${invoice.taxLabel})`,
      value: money(invoice.net),
      testId: 'net',
    });
  } else {
    rows.push({ label: 'Net', value: money(invoice.net), testId: 'net' });
  }
  for (const row of invoice.breakdown) {
    rows.push({
      label:
        row.rate === null
          ? `Not taxed (on ${money(row.taxable)})`
          : `${invoice.taxLabel} ${formatTaxRate(row.rate)} on ${money(row.taxable)}`,
      value: money(row.tax),
      testId: `tax-${row.rate ?? 'exempt'}`,
    });
  }
  rows.push({
    label: invoice.pricesIncludeTax ? `Total (incl. ${invoice.taxLabel})` : 'Total',
    value: money(invoice.total),
    strong: true,
    testId: 'total',
  });
  const after: Row[] = issued
    ? [
        ...(compareMoney(invoice.credited, '0') > 0
          ? [{ label: 'Credited', value: `−${money(invoice.credited)}`, testId: 'credited' }]
          : []),
        { label: 'Paid', value: money(invoice.paid), testId: 'paid' },
        { label: 'Balance due', value: money(invoice.balance), strong: true, testId: 'balance' },
      ]
    : [];

  const table = (list: Row[]) => (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {list.map((row) => (
          <Table.Tr key={row.testId} data-testid={`invoice-${row.testId}`}>
            <Table.Th pl={0} fw={row.strong ? 700 : 400}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right" fw={row.strong ? 700 : 400}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-totals">
      <Title order={2} fz="lg" id="invoice-totals" mb="xs">
        Totals
      </Title>
      {table(rows)}
      {after.length > 0 ? (
        <>
          <Divider my="xs" />
          {table(after)}
        </>
      ) : null}
    </Card>
  );
}
