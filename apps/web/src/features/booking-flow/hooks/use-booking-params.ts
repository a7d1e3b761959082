import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const bookingSteps = [
  'workshop',
  'services',
  'vehicle',
  'time',
  'notes',
  'confirm',
] as const;
export type BookingStep = (typeof bookingSteps)[number];

export type BookingChoices = {
  shopId: string | null;
  serviceIds: string[];
  vehicleId: string | null;
  /** The local date shown in the calendar (shop's zone), YYYY-MM-DD. */
  date: string | null;
  /** The chosen slot's start instant. */
  startsAt: string | null;
  notes: string;
};

const paramOf: Record<keyof BookingChoices, string> = {
  shopId: 'shop',
  serviceIds: 'services',
  vehicleId: 'vehicle',
  date: 'date',
  startsAt: 'slot',
  notes: 'notes',
};

/** The first step whose choice is still missing: a later step cannot be shown before it. */
function firstOpenStep(choices: BookingChoices): BookingStep {
  if (!choices.shopId) return 'workshop';
  if (choices.serviceIds.length === 0) return 'services';
  if (!choices.vehicleId) return 'vehicle';
  if (!choices.startsAt) return 'time';
  return 'confirm';
}

/**
 * The booking flow's state lives in the URL (`/book?shop=…&services=a,b&vehicle=…&slot=…&step=…`),
 * so signing in or up on the way returns to the same step with every choice kept, and Back
 * walks the steps.
 */
export function useBookingParams() {
  const [params, setParams] = useSearchParams();

  const choices = useMemo<BookingChoices>(
    () => ({
      shopId: params.get('shop'),
      serviceIds: (params.get('services') ?? '').split(',').filter(Boolean),
      vehicleId: params.get('vehicle'),
      date: params.get('date'),
      startsAt: params.get('slot'),
      notes: params.get('notes') ?? '',
    }),
    [params],
  );

  const requested = bookingSteps.find((step) => step === params.get('step')) ?? 'workshop';
  const open = firstOpenStep(choices);
  const step = bookingSteps.indexOf(requested) <= bookingSteps.indexOf(open) ? requested : open;

  /** Changes choices (and the step): a new step is a history entry, a change within one is not. */
  const update = useCallback(
    (changes: Partial<BookingChoices>, nextStep?: BookingStep) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [
            keyof BookingChoices,
            BookingChoices[keyof BookingChoices],
          ][]) {
            const text = Array.isArray(value) ? value.join(',') : value;
            if (text) next.set(paramOf[key], text);
            else next.delete(paramOf[key]);
          }
          if (nextStep) next.set('step', nextStep);
          return next;
        },
        { replace: !nextStep },
      );
    },
    [setParams],
  );

  return { choices, step, update, search: params.toString() };
}
