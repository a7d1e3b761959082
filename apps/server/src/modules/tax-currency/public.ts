// What other modules and the seed use of Settings → Tax and Currency.
export { taxCurrencyColumns, toTaxCurrencySettings } from './tax-currency-settings.ts';
