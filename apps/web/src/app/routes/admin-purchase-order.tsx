import { useDocumentTitle } from '@mantine/hooks';
import { formatPurchaseOrderNumber } from '@pitstop/domain/inventory';
import { useParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { usePurchaseOrder } from '../../features/purchase-orders/api/get-purchase-order.ts';
import { PurchaseOrderPage } from '../../features/purchase-orders/components/purchase-order-page.tsx';

/** `/admin/inventory/purchase-orders/:id`: one purchase order, from the list or the alerts. */
export function Component() {
  const { id = '' } = useParams();
  const { profile } = useAuth();
  const order = usePurchaseOrder(id);
  useDocumentTitle(
    `${order.data ? formatPurchaseOrderNumber(order.data.number) : 'Purchase order'} — Pitstop`,
  );
  if (!profile) return null;

  return (
    <DetailFrame
      query={order}
      noun="purchase order"
      back={{ to: '/admin/inventory/purchase-orders', label: 'Purchase Orders' }}
    >
      {(data) => <PurchaseOrderPage order={data} role={profile.role} />}
    </DetailFrame>
  );
}
