import { useDocumentTitle } from '@mantine/hooks';
import { rolesWith } from '@pitstop/domain/roles';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { InventoryOverviewPage } from '../../features/inventory/components/inventory-overview-page.tsx';
import {
  inventoryFiltersFromParams,
  inventoryFiltersToParams,
} from '../../features/inventory/inventory-filters.ts';
import { useFiltersInAddress } from '../../lib/filters-in-address.ts';

const writers = rolesWith('inventory', 'write');

/**
 * `/admin/inventory` (spec §2 "Inventory Overview"): search, filters and sort in the query so a
 * reload or a shared link keeps them.
 */
export function Component() {
  useDocumentTitle('Inventory Overview — Pitstop');
  const { profile } = useAuth();
  const { filters, setFilters, screenKey } = useFiltersInAddress({
    read: inventoryFiltersFromParams,
    write: inventoryFiltersToParams,
  });
  if (!profile) return null;
  return (
    <InventoryOverviewPage
      key={screenKey}
      initialFilters={filters}
      onFiltersChange={setFilters}
      canWrite={writers.includes(profile.role)}
    />
  );
}
