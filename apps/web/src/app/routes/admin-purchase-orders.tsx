import { useDocumentTitle } from '@mantine/hooks';
import { purchaseOrderListQuerySchema } from '@pitstop/domain/inventory-views';
import { permissions } from '@pitstop/domain/roles';
import { useAuth } from '../../features/auth/auth-context.tsx';
import type { PurchaseOrderFilters } from '../../features/purchase-orders/api/list-purchase-orders.ts';
import { PurchaseOrdersPage } from '../../features/purchase-orders/components/purchase-orders-page.tsx';
import { paramOf, useFiltersInAddress } from '../../lib/filters-in-address.ts';

const query = purchaseOrderListQuerySchema.shape;

function readFilters(params: URLSearchParams): PurchaseOrderFilters {
  return {
    view: paramOf(params, 'view', query.view) ?? 'open',
    status: paramOf(params, 'status', query.status),
    supplierId: paramOf(params, 'supplier', query.supplierId),
    search: params.get('search') ?? '',
  };
}

function writeFilters(next: PurchaseOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (next.search.trim()) params.set('search', next.search.trim());
  if (next.view !== 'open') params.set('view', next.view);
  if (next.status) params.set('status', next.status);
  if (next.supplierId) params.set('supplier', next.supplierId);
  return params;
}

/**
 * `/admin/inventory/purchase-orders`: every inventory reader; admins and managers order. The
 * view, filters and search live in the address so a reload or a shared link keeps them.
 */
export function Component() {
  useDocumentTitle('Purchase Orders — Pitstop');
  const { profile } = useAuth();
  const { filters, setFilters, screenKey } = useFiltersInAddress({
    read: readFilters,
    write: writeFilters,
  });
  if (!profile) return null;
  return (
    <PurchaseOrdersPage
      key={screenKey}
      canWrite={permissions.inventory[profile.role] === 'rw'}
      initialFilters={filters}
      onFiltersChange={setFilters}
    />
  );
}
