import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/demo-accounts`: the login page's quick-login accounts, when they exist. */
export const demoAccountsQuery = queryOptions({
  queryKey: ['demo-accounts'],
  queryFn: () => unwrap(client.GET('/api/v1/demo-accounts')),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useDemoAccounts() {
  return useQuery(demoAccountsQuery);
}
