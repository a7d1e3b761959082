import type { TaxCurrencySettings, TaxCurrencySettingsInput } from '@pitstop/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { taxCurrencySettingsQuery } from './get-tax-currency-settings.ts';

/** `PUT /api/v1/settings/tax-currency` (admin): replaces the settings. */
export function updateTaxCurrencySettings(
  input: TaxCurrencySettingsInput,
): Promise<TaxCurrencySettings> {
  return api<TaxCurrencySettings>('/settings/tax-currency', { method: 'PUT', body: input });
}

export function useUpdateTaxCurrencySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxCurrencySettings,
    onSuccess: async (saved) => {
      // Every figure on screen may now read in another currency or format: refetch them all.
      await queryClient.invalidateQueries();
      queryClient.setQueryData(taxCurrencySettingsQuery.queryKey, saved);
    },
  });
}
