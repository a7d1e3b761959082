import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/settings/tax-currency` (admin, manager, front desk). */
export const taxCurrencySettingsQuery = queryOptions({
  queryKey: ['settings', 'tax-currency'],
  queryFn: () => unwrap(client.GET('/api/v1/settings/tax-currency')),
});

export function useTaxCurrencySettings() {
  return useQuery(taxCurrencySettingsQuery);
}
