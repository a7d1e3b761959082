import { useDocumentTitle } from '@mantine/hooks';
import { employeeListQuerySchema } from '@pitstop/domain/employees';
import { useAuth } from '../../features/auth/auth-context.tsx';
import type { EmployeeFilters } from '../../features/employees/api/list-employees.ts';
import { EmployeesPage } from '../../features/employees/components/employees-page.tsx';
import { paramOf, useFiltersInAddress } from '../../lib/filters-in-address.ts';

const query = employeeListQuerySchema.shape;

function readFilters(params: URLSearchParams): EmployeeFilters {
  return {
    search: params.get('search') ?? '',
    role: paramOf(params, 'role', query.role),
    status: paramOf(params, 'status', query.status),
    sort: paramOf(params, 'sort', query.sort) ?? 'name',
    order: paramOf(params, 'order', query.order) ?? 'asc',
  };
}

function writeFilters(next: EmployeeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (next.search.trim()) params.set('search', next.search.trim());
  if (next.role) params.set('role', next.role);
  if (next.status) params.set('status', next.status);
  if (next.sort !== 'name') params.set('sort', next.sort);
  if (next.order !== 'asc') params.set('order', next.order);
  return params;
}

/**
 * `/admin/employees` (spec §2 "Employee List"): admin and manager read, the admin adds, resends
 * and revokes. Search, filters and sort live in the address so a reload or a shared link keeps them.
 */
export function Component() {
  useDocumentTitle('Employee List — Pitstop');
  const { profile } = useAuth();
  const { filters, setFilters, screenKey } = useFiltersInAddress({
    read: readFilters,
    write: writeFilters,
  });
  if (!profile) return null;
  return (
    <EmployeesPage
      key={screenKey}
      canWrite={profile.role === 'admin'}
      initialFilters={filters}
      onFiltersChange={setFilters}
    />
  );
}
