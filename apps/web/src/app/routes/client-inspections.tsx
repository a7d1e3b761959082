import { useDocumentTitle } from '@mantine/hooks';
import { OwnerInspectionsPage } from '../../features/owner-inspections/components/owner-inspections-page.tsx';

/** `/client/inspections`: the inspections the car owner's workshops have shared. */
export function Component() {
  useDocumentTitle('Inspections — Pitstop');
  return <OwnerInspectionsPage />;
}
