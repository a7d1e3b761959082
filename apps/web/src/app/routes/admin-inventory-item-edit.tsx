import { useParams } from 'react-router';
import { ItemScreen } from '../../features/inventory/components/item-screen.tsx';

/** `/admin/inventory/items/:id/edit` (admin and manager, checked by the route): the item's form. */
export function Component() {
  const { id = '' } = useParams();
  return <ItemScreen key={id} id={id} editing canWrite />;
}
