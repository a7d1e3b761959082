import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import type { FlowWorkshop } from '../types.ts';

/**
 * The workshops to book with: signed in, `GET /api/v1/portal/booking-workshops` (those the car
 * owner is a client of, then the public ones); signed out, `GET /api/v1/public/workshops`
 * (every workshop that takes online bookings).
 */
export function bookingWorkshopsQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: signedIn ? ['portal', 'booking-workshops'] : ['public', 'workshops'],
    queryFn: ({ signal }): Promise<FlowWorkshop[]> =>
      signedIn
        ? unwrap(client.GET('/api/v1/portal/booking-workshops', { signal }))
        : unwrap(client.GET('/api/v1/public/workshops', { signal })),
  });
}

export function useBookingWorkshops(signedIn: boolean) {
  return useQuery(bookingWorkshopsQuery(signedIn));
}
