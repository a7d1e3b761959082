import { Group } from '@mantine/core';
import { type InvoiceStatus, invoiceStatusLabels } from '@pitstop/domain/invoices';
import { StatusBadge } from '../../../components/status-badge.tsx';

/** Waiting for money warm, settled cool, void red: a list reads at a glance. */
const colors: Record<InvoiceStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  partially_paid: 'yellow',
  paid: 'green',
  void: 'red',
  credited: 'grape',
};

/** An invoice's status, and "Overdue" beside it when its due date has passed with money owed. */
export function InvoiceStatusBadge({
  status,
  overdue,
  ...data
}: { status: InvoiceStatus; overdue: boolean } & {
  [attribute: `data-${string}`]: string | undefined;
}) {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <StatusBadge color={colors[status]} data-status={status} {...data}>
        {invoiceStatusLabels[status]}
      </StatusBadge>
      {overdue ? (
        <StatusBadge color="red" data-overdue="true">
          Overdue
        </StatusBadge>
      ) : null}
    </Group>
  );
}
