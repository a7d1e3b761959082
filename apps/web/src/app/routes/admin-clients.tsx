import { useDocumentTitle } from '@mantine/hooks';
import { type ClientTag, clientTags } from '@pitstop/domain/clients';
import { rolesWith } from '@pitstop/domain/roles';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import {
  type ClientFiltersInUrl,
  ClientsPage,
} from '../../features/clients/components/clients-page.tsx';
import { ownNavigation, useExternalNavigationKey } from '../use-external-navigation-key.ts';

const writers = rolesWith('clients', 'write');

function tagOf(value: string | null): ClientTag | null {
  return (clientTags as readonly string[]).includes(value ?? '') ? (value as ClientTag) : null;
}

/**
 * `/admin/clients` (spec §2; front desk's home) and `/admin/clients/new` (the list with the Add
 * dialog open). The search and tag live in the address so a reload or a shared link keeps them.
 */
export function Component() {
  useDocumentTitle('Clients — Pitstop');
  const { profile } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const screenKey = useExternalNavigationKey();
  if (!profile) return null;
  const canWrite = writers.includes(profile.role);
  const adding = canWrite && /\/new\/?$/.test(pathname);
  const query = searchParams.toString();

  function writeFilters(filters: ClientFiltersInUrl) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (filters.search) next.set('search', filters.search);
        else next.delete('search');
        if (filters.tag) next.set('tag', filters.tag);
        else next.delete('tag');
        return next;
      },
      { replace: true, state: ownNavigation },
    );
  }

  return (
    <ClientsPage
      key={screenKey}
      canWrite={canWrite}
      initialFilters={{
        search: searchParams.get('search') ?? '',
        tag: tagOf(searchParams.get('tag')),
      }}
      onFiltersChange={writeFilters}
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
