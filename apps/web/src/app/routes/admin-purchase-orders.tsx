import { useDocumentTitle } from '@mantine/hooks';
import { permissions } from '@pitstop/domain/roles';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { PurchaseOrdersPage } from '../../features/purchasing/components/purchase-orders-page.tsx';

/** `/admin/inventory/purchase-orders`: every inventory reader; admins and managers order. */
export function Component() {
  useDocumentTitle('Purchase Orders — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return <PurchaseOrdersPage canWrite={permissions.inventory[profile.role] === 'rw'} />;
}
