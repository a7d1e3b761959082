import type { TaxCurrencySettings } from '@pitstop/domain/invoices';
import type { Tx } from '../../db/database.ts';
import { loadTaxCurrencySettings } from './tax-currency-settings.ts';

export async function getTaxCurrencySettings(options: {
  tx: Tx;
  shopId: string;
}): Promise<TaxCurrencySettings> {
  return loadTaxCurrencySettings(options);
}
