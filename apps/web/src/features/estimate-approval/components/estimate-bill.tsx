import { Group, Stack, Text } from '@mantine/core';
import { formatTaxRate } from '@pitstop/domain/invoices';
import type { EstimateView, JobOrderBillView } from '@pitstop/domain/job-order-views';

/**
 * The estimate's money as the invoice will print it: subtotal (with the shop supplies fee),
 * discounts, the tax by rate (added, or included in the prices), and the total with tax.
 */
export function EstimateBill({
  bill,
  tax,
  totalLabel,
  money,
}: {
  bill: JobOrderBillView;
  tax: EstimateView['tax'];
  totalLabel: string;
  money: (value: string) => string;
}) {
  const taxLabel = tax.pricesIncludeTax ? `${tax.label} included` : tax.label;
  const taxed = bill.breakdown.filter((row) => row.rate !== null);
  return (
    <Stack gap={4} data-testid="estimate-bill">
      {bill.suppliesFee ? <Row label="Shop supplies" value={money(bill.suppliesFee)} /> : null}
      <Row label="Subtotal" value={money(bill.subtotal)} />
      {bill.discount !== '0.00' ? (
        <Row label="Discount" value={`−${money(bill.discount)}`} />
      ) : null}
      {taxed.length === 0 ? (
        <Row label={taxLabel} value={money('0.00')} />
      ) : (
        taxed.map((row) => (
          <Row
            key={row.rate}
            label={`${taxLabel} (${formatTaxRate(row.rate)})`}
            value={money(row.tax)}
          />
        ))
      )}
      <Group justify="space-between" wrap="nowrap" align="baseline">
        <Text fw={700}>{totalLabel}</Text>
        <Text
          fw={700}
          fz="xl"
          aria-live="polite"
          data-testid="estimate-chosen-total"
          style={{ whiteSpace: 'nowrap' }}
        >
          {money(bill.total)}
        </Text>
      </Group>
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
