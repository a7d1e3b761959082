import { browserTimeZone, type DateFormat, defaultDateFormat } from '@pitstop/domain/date-format';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

const DateFormatContext = createContext<DateFormat>(defaultDateFormat);

/**
 * The shop's time zone and region for every date below (ADR 022): the app root gives the
 * signed-in person's shop's (a car owner's first workshop's, for pages with no record of a
 * shop); a car owner's record carries its own shop's and is formatted with that.
 */
export function DateFormatProvider({
  timeZone,
  locale,
  children,
}: {
  timeZone: string | null | undefined;
  locale: string | null | undefined;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      timeZone: timeZone ?? browserTimeZone(),
      locale: locale ?? defaultDateFormat.locale,
    }),
    [timeZone, locale],
  );
  return <DateFormatContext.Provider value={value}>{children}</DateFormatContext.Provider>;
}

/**
 * The time zone and region the signed-in person's shop shows dates in; a record that names its
 * shop's zone (a booking, a job order) passes it, and its dates are shown in that.
 */
export function useDateFormat(timeZone?: string | null): DateFormat {
  const format = useContext(DateFormatContext);
  return useMemo(() => (timeZone ? { ...format, timeZone } : format), [format, timeZone]);
}
