import { Card, Table, Text, Title } from '@mantine/core';
import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { useFormatMoney } from '../../../lib/money.tsx';

/**
 * The work as it stands (declined lines left out): labor, parts, fees, the discount and the
 * subtotal. Tax is added by the invoice, so it is named here but not computed.
 */
export function JobOrderTotals({ jobOrder }: { jobOrder: JobOrderDetail }) {
  const { totals, currency } = jobOrder;
  const money = useFormatMoney(currency);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Labor', value: money(totals.labor) },
    { label: 'Parts', value: money(totals.parts) },
    { label: 'Fees', value: money(totals.fees) },
    { label: 'Discount', value: `−${money(totals.discount)}` },
    { label: 'Subtotal', value: money(totals.subtotal), strong: true },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="job-order-totals">
      <Title order={2} fz="lg" id="job-order-totals" mb="xs">
        Totals
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} aria-label="Totals">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label} data-testid={`total-${row.label.toLowerCase()}`}>
              <Table.Th pl={0} fw={row.strong ? 700 : 400}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right" fw={row.strong ? 700 : 400}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th pl={0} fw={400}>
              Tax
            </Table.Th>
            <Table.Td ta="right">
              <Text size="sm" c="dimmed" component="span">
                Calculated on the invoice
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}
