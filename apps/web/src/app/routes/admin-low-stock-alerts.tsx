import { useDocumentTitle } from '@mantine/hooks';
import { permissions } from '@pitstop/domain/roles';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { LowStockAlertsPage } from '../../features/purchase-orders/components/low-stock-alerts-page.tsx';

/** `/admin/inventory/alerts`: every inventory reader; admins and managers create orders from it. */
export function Component() {
  useDocumentTitle('Low Stock Alerts — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return <LowStockAlertsPage canWrite={permissions.inventory[profile.role] === 'rw'} />;
}
