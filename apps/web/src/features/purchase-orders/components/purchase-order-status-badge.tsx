import { type PurchaseOrderStatus, purchaseOrderStatusLabels } from '@pitstop/domain/inventory';
import { StatusBadge } from '../../../components/status-badge.tsx';

const colors: Record<PurchaseOrderStatus, string> = {
  draft: 'gray',
  ordered: 'blue',
  partially_received: 'yellow',
  received: 'teal',
  cancelled: 'red',
};

export function PurchaseOrderStatusBadge({
  status,
  ...data
}: { status: PurchaseOrderStatus } & { [attribute: `data-${string}`]: string | undefined }) {
  return (
    <StatusBadge color={colors[status]} data-status={status} {...data}>
      {purchaseOrderStatusLabels[status]}
    </StatusBadge>
  );
}
