import { useDocumentTitle } from '@mantine/hooks';
import { rolesWith } from '@pitstop/domain/roles';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import type { InventoryFilters } from '../../features/inventory/api/list-inventory-items.ts';
import { InventoryOverviewPage } from '../../features/inventory/components/inventory-overview-page.tsx';
import {
  inventoryFiltersFromParams,
  inventoryFiltersToParams,
} from '../../features/inventory/inventory-filters.ts';
import { ownNavigation, useExternalNavigationKey } from '../use-external-navigation-key.ts';

const writers = rolesWith('inventory', 'write');

/**
 * `/admin/inventory` (spec §2 "Inventory Overview"): search, filters and sort in the query so a
 * reload or a shared link keeps them.
 */
export function Component() {
  useDocumentTitle('Inventory Overview — Pitstop');
  const { profile } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const screenKey = useExternalNavigationKey();
  const onFiltersChange = useCallback(
    (filters: InventoryFilters) =>
      setSearchParams(inventoryFiltersToParams(filters), { replace: true, state: ownNavigation }),
    [setSearchParams],
  );
  if (!profile) return null;
  return (
    <InventoryOverviewPage
      key={screenKey}
      initialFilters={inventoryFiltersFromParams(searchParams)}
      onFiltersChange={onFiltersChange}
      canWrite={writers.includes(profile.role)}
    />
  );
}
