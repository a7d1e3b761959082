import {
  type CheckInFieldsInput,
  mileageInRefusal,
  promisedAtRefusal,
} from '@pitstop/domain/check-in';
import { zonedInstant } from '@pitstop/domain/local-time';

/** What a form asking for a vehicle's arrival holds: check-in and a walk-in alike. */
export type ArrivalValues = {
  /** NumberInput's empty value is ''. */
  mileageIn: number | string;
  /** The picker's wall-clock "YYYY-MM-DD HH:mm:ss", read in the shop's time zone. */
  promisedAt: string | null;
};

export const emptyArrival: ArrivalValues = { mileageIn: '', promisedAt: null };

/** The request's mileage in and promised instant from the fields (the shop's wall clock). */
export function arrivalInput(
  values: ArrivalValues,
  timeZone: string,
): { mileageIn: number | null; promisedAt: string | null } {
  const [date = '', time = ''] = values.promisedAt?.split(' ') ?? [];
  return {
    mileageIn: values.mileageIn === '' ? null : Number(values.mileageIn),
    promisedAt: values.promisedAt
      ? zonedInstant(date, time.slice(0, 5), timeZone).toISOString()
      : null,
  };
}

/** The domain's arrival rules as field errors, before the server is asked. */
export function arrivalErrors(
  input: CheckInFieldsInput,
  lastRecorded: number | null,
  now: Date,
): Partial<Record<keyof ArrivalValues, string>> {
  const lower = mileageInRefusal(input.mileageIn, lastRecorded);
  const late = promisedAtRefusal(input.promisedAt ?? null, now);
  return { ...(lower ? { mileageIn: lower } : {}), ...(late ? { promisedAt: late } : {}) };
}
