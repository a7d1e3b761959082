import { type PurchaseOrderStatus, purchaseOrderStatusLabels } from '@pitstop/domain/inventory';
import { StatusBadge } from '../../../components/status-badge.tsx';

const colors: Record<PurchaseOrderStatus, string> = {
  draft: 'gray',
  ordered: 'blue',
  partially_received: 'yellow',
  received: 'teal',
  cancelled: 'red',
};

export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return (
    <StatusBadge color={colors[status]} data-status={status}>
      {purchaseOrderStatusLabels[status]}
    </StatusBadge>
  );
}
