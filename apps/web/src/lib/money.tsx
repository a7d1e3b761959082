import { formatMoney } from '@pitstop/domain/format';
import type { MoneyFormat } from '@pitstop/domain/invoices';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';

/** USD in en-US: what a signed-out visitor and a shop that changed nothing see (spec §9). */
const usDollars: MoneyFormat = { currency: 'USD', locale: 'en-US' };

const MoneyFormatContext = createContext<MoneyFormat>(usDollars);

/**
 * The shop's money format (Settings → Tax and Currency) for everything below: the app root
 * gives the signed-in person's, which their profile carries (ADR 020).
 */
export function MoneyFormatProvider({
  currency,
  locale,
  children,
}: Partial<MoneyFormat> & { children: ReactNode }) {
  const value = useMemo(
    () => ({ currency: currency ?? usDollars.currency, locale: locale ?? usDollars.locale }),
    [currency, locale],
  );
  return <MoneyFormatContext.Provider value={value}>{children}</MoneyFormatContext.Provider>;
}

/** The currency and number format money is shown in. */
export function useMoneyFormat(): MoneyFormat {
  return useContext(MoneyFormatContext);
}

/**
 * Formats amounts in the shop's format: `money("1234.5")` → "$1,234.50" (or "1.234,50 €").
 * A response that names its own currency (an issued document's) passes it; the number format
 * stays the shop's.
 */
export function useFormatMoney(
  currency?: string | null,
): (value: string | number | null | undefined) => string {
  const format = useMoneyFormat();
  const chosen = currency ?? format.currency;
  return useCallback(
    (value) => formatMoney(value, { currency: chosen, locale: format.locale }),
    [chosen, format.locale],
  );
}
