import { useDocumentTitle } from '@mantine/hooks';
import { rolesWith } from '@pitstop/domain/roles';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { VehiclesPage } from '../../features/vehicles/components/vehicles-page.tsx';
import { ownNavigation, useFiltersInAddress } from '../../lib/filters-in-address.ts';

// Vehicles share the clients area of the permission matrix (DESIGN.md §4).
const writers = rolesWith('clients', 'write');

function readSearch(params: URLSearchParams): string {
  return params.get('search') ?? '';
}

function writeSearch(search: string, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (search) next.set('search', search);
  else next.delete('search');
  return next;
}

/** `/admin/vehicles` and `/admin/vehicles/new` (the list with the Add dialog open). */
export function Component() {
  useDocumentTitle('Vehicles — Pitstop');
  const { profile } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const {
    filters: search,
    setFilters: setSearch,
    screenKey,
  } = useFiltersInAddress({ read: readSearch, write: writeSearch });
  if (!profile) return null;
  const canWrite = writers.includes(profile.role);
  const adding = canWrite && /\/new\/?$/.test(pathname);
  const query = searchParams.toString();

  return (
    <VehiclesPage
      key={screenKey}
      canWrite={canWrite}
      initialSearch={search}
      onSearchChange={setSearch}
      adding={adding}
      onAddOpen={() =>
        navigate({ pathname: '/admin/vehicles/new', search: query }, { state: ownNavigation })
      }
      onAddClose={() =>
        navigate(
          { pathname: '/admin/vehicles', search: query },
          { replace: true, state: ownNavigation },
        )
      }
    />
  );
}
