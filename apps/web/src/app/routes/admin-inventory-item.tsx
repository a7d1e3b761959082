import { rolesWith } from '@pitstop/domain/roles';
import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { ItemScreen } from '../../features/inventory/components/item-screen.tsx';

const writers = rolesWith('inventory', 'write');

/** `/admin/inventory/items/:id`: an item with its stock and ledger (opened from the overview). */
export function Component() {
  const { id = '' } = useParams();
  const { profile } = useAuth();
  if (!profile) return null;
  return <ItemScreen key={id} id={id} editing={false} canWrite={writers.includes(profile.role)} />;
}
