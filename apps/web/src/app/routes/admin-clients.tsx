import { useDocumentTitle } from '@mantine/hooks';
import { clientListQuerySchema, clientVisitFilterKeys } from '@pitstop/domain/clients';
import { rolesWith } from '@pitstop/domain/roles';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import {
  type ClientFiltersInUrl,
  ClientsPage,
} from '../../features/clients/components/clients-page.tsx';
import { ownNavigation, paramOf, useFiltersInAddress } from '../../lib/filters-in-address.ts';

const writers = rolesWith('clients', 'write');

function readFilters(params: URLSearchParams): ClientFiltersInUrl {
  return {
    search: params.get('search') ?? '',
    tag: paramOf(params, 'tag', clientListQuerySchema.shape.tag),
    visits: Object.fromEntries(
      clientVisitFilterKeys.flatMap((key) => {
        const value = paramOf(params, key, clientListQuerySchema.shape[key]);
        return value ? [[key, value]] : [];
      }),
    ),
  };
}

// Other parameters of the address stay as they are.
function writeFilters(filters: ClientFiltersInUrl, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filters.search) next.set('search', filters.search);
  else next.delete('search');
  if (filters.tag) next.set('tag', filters.tag);
  else next.delete('tag');
  for (const key of clientVisitFilterKeys) {
    const value = filters.visits[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * `/admin/clients` (spec §2; front desk's home) and `/admin/clients/new` (the list with the Add
 * dialog open). The search, tag and the reports' visit filters (ADR 051) live in the address so a
 * reload or a shared link keeps them.
 */
export function Component() {
  useDocumentTitle('Clients — Pitstop');
  const { profile } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { filters, setFilters, screenKey } = useFiltersInAddress({
    read: readFilters,
    write: writeFilters,
  });
  if (!profile) return null;
  const canWrite = writers.includes(profile.role);
  const adding = canWrite && /\/new\/?$/.test(pathname);
  const query = searchParams.toString();

  return (
    <ClientsPage
      key={screenKey}
      canWrite={canWrite}
      initialFilters={filters}
      onFiltersChange={setFilters}
      adding={adding}
      onAddOpen={() =>
        navigate({ pathname: '/admin/clients/new', search: query }, { state: ownNavigation })
      }
      onAddClose={() =>
        navigate(
          { pathname: '/admin/clients', search: query },
          { replace: true, state: ownNavigation },
        )
      }
    />
  );
}
