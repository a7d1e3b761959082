import { useDocumentTitle } from '@mantine/hooks';
import { permissions } from '@pitstop/domain/roles';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { SuppliersPage } from '../../features/purchase-orders/components/suppliers-page.tsx';

/** `/admin/inventory/suppliers`: every inventory reader; admins and managers edit. */
export function Component() {
  useDocumentTitle('Suppliers — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return <SuppliersPage canWrite={permissions.inventory[profile.role] === 'rw'} />;
}
