import type { TaxCurrencySettingsInput } from '@pitstop/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { taxCurrencySettingsQuery } from './get-tax-currency-settings.ts';

/** `PUT /api/v1/settings/tax-currency` (admin): replaces the settings. */
export function updateTaxCurrencySettings(input: TaxCurrencySettingsInput) {
  return unwrap(client.PUT('/api/v1/settings/tax-currency', { body: input }));
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
