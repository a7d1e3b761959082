import type { EmployeeListSort, EmployeeStatus } from '@pitstop/domain/employees';
import type { StaffRole } from '@pitstop/domain/roles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** The Employee List's search, filters and sort, as the address keeps them. */
export type EmployeeFilters = {
  search: string;
  role: StaffRole | null;
  status: EmployeeStatus | null;
  sort: EmployeeListSort;
  order: 'asc' | 'desc';
};

/** `GET /api/v1/employees` (admin, manager): the shop's people and open invitations; pay for admins. */
export function employeesQuery(filters: EmployeeFilters) {
  const query = {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    sort: filters.sort,
    order: filters.order,
  };
  return queryOptions({
    queryKey: ['employees', 'list', query],
    queryFn: ({ signal }) => unwrap(client.GET('/api/v1/employees', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(filters: EmployeeFilters) {
  return useQuery(employeesQuery(filters));
}
