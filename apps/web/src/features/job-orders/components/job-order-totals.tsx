import { Card, Table, Title } from '@mantine/core';
import { formatTaxRate } from '@pitstop/domain/invoices';
import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { useFormatMoney } from '../../../lib/money.tsx';

/**
 * The work as it stands (declined lines left out): labor, parts, fees, the discount and the
 * subtotal; then, as the invoice will compute them once the work is approved (and as the
 * customer's estimate shows them), the shop supplies fee, the tax by rate and the total with tax.
 */
export function JobOrderTotals({ jobOrder }: { jobOrder: JobOrderDetail }) {
  const { totals, currency, bill, tax } = jobOrder;
  const money = useFormatMoney(currency);
  const taxLabel = tax.pricesIncludeTax ? `${tax.label} included` : tax.label;
  const taxed = bill.breakdown.filter((row) => row.rate !== null);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Labor', value: money(totals.labor) },
    { label: 'Parts', value: money(totals.parts) },
    { label: 'Fees', value: money(totals.fees) },
    { label: 'Discount', value: `−${money(totals.discount)}` },
    { label: 'Subtotal', value: money(totals.subtotal), strong: true },
    ...(bill.suppliesFee ? [{ label: 'Shop supplies', value: money(bill.suppliesFee) }] : []),
    ...(taxed.length === 0
      ? [{ label: taxLabel, value: money('0.00') }]
      : taxed.map((row) => ({
          label: `${taxLabel} (${formatTaxRate(row.rate)})`,
          value: money(row.tax),
        }))),
    { label: 'Total with tax', value: money(bill.total), strong: true },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="job-order-totals">
      <Title order={2} fz="lg" id="job-order-totals" mb="xs">
        Totals
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} aria-label="Totals">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.label}
              data-testid={`total-${row.label.toLowerCase().replace(/[^a-z]+/g, '-')}`}
            >
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
    </Card>
  );
}
