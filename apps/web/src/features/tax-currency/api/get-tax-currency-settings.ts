import type { TaxCurrencySettings } from '@pitstop/domain/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/settings/tax-currency` (admin, manager, front desk). */
export const taxCurrencySettingsQuery = queryOptions({
  queryKey: ['settings', 'tax-currency'],
  queryFn: () => api<TaxCurrencySettings>('/settings/tax-currency'),
});

export function useTaxCurrencySettings() {
  return useQuery(taxCurrencySettingsQuery);
}
