import type { APIRequestContext } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { newClientWithVehicle } from '../bookings/booking-helpers.ts';
import { uniqueWord } from '../workspace/workspace-helpers.ts';

export type SeededJobOrder = { id: string; number: number; clientName: string };

/** "JO-0042": a job order number as the app shows it. */
export function jobOrderNumber(number: number): string {
  return `JO-${String(number).padStart(4, '0')}`;
}

/** A walk-in job order for a new client and vehicle, opened through the API by `request`. */
export async function seedJobOrder(
  request: APIRequestContext,
  baseURL: string,
): Promise<SeededJobOrder> {
  const client = await newClientWithVehicle(request, baseURL, 'Screen');
  const response = await request.post('/api/v1/job-orders', {
    headers: { origin: baseURL },
    data: {
      clientId: client.id,
      vehicleId: client.vehicleId,
      mileageIn: 48_210,
      concern: 'Squeal from the front brakes',
      mechanicId: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const jobOrder = (await response.json()) as { id: string; number: number };
  return { ...jobOrder, clientName: client.name };
}

/** A canned job of the demo shop with one flat labor line and one part line, saved by `request`. */
export async function seedCannedJob(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ id: string; name: string }> {
  const name = uniqueWord('Brake pads front ');
  const response = await request.post('/api/v1/canned-jobs', {
    headers: { origin: baseURL },
    data: {
      name,
      lines: [
        {
          kind: 'labor',
          description: 'Replace front pads',
          pricing: 'flat',
          quantity: '1',
          unitPrice: '120.00',
        },
        {
          kind: 'part',
          description: 'Front brake pad set',
          partNumber: 'BP-220',
          quantity: '2',
          unitCost: '21.00',
          unitPrice: '45.50',
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}
