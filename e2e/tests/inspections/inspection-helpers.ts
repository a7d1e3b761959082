import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { newClientWithVehicle } from '../bookings/booking-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';

export const MECHANIC = 'mechanic@pitstop.test';
export const FRONT_DESK = 'frontdesk@pitstop.test';

/** An 800×600 JPEG of a tire, set on the photo input as if the phone's camera took it. */
export const TIRE_PHOTO = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/worn-tire.jpg',
);

type Item = { id: string; key: string; label: string };
export type SeededInspection = {
  id: string;
  sections: { title: string; items: Item[] }[];
};

/** "JO-0042": a job order number as the app shows it. */
export const jobOrderNumber = (number: number) => `JO-${String(number).padStart(4, '0')}`;

/**
 * A job order on a new client's new vehicle (2019 Honda Civic), opened by the desk through the
 * API, for the demo mechanic when `forMechanic`.
 */
export async function seedJob(
  request: APIRequestContext,
  baseURL: string,
  options: { forMechanic: boolean },
): Promise<{ id: string; number: number; clientName: string; vehicleId: string }> {
  const client = await newClientWithVehicle(request, baseURL, 'Inspect');
  let mechanicId: string | null = null;
  if (options.forMechanic) {
    const team = await getJson<{ items: { userId: string | null; email: string }[] }>(
      request,
      `/api/v1/employees?search=${encodeURIComponent(MECHANIC)}`,
    );
    mechanicId = team.items.find((member) => member.email === MECHANIC)?.userId ?? null;
    if (!mechanicId) throw new Error(`${MECHANIC} is not on the demo team`);
  }
  const response = await request.post('/api/v1/job-orders', {
    headers: { origin: baseURL },
    data: {
      clientId: client.id,
      vehicleId: client.vehicleId,
      mileageIn: 61_400,
      concern: 'Multi-point inspection before a long trip',
      mechanicId,
      // Promised soonest of all, so it leads the mechanic's queue.
      ...(mechanicId ? { promisedAt: new Date(Date.now() + 3_600_000).toISOString() } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const job = (await response.json()) as { id: string; number: number };
  return { ...job, clientName: client.name, vehicleId: client.vehicleId };
}

/** An inspection of the job from the shop's default template, started through the API. */
export async function seedInspection(
  request: APIRequestContext,
  baseURL: string,
  jobOrderId: string,
): Promise<SeededInspection> {
  const response = await request.post(`/api/v1/job-orders/${jobOrderId}/inspections`, {
    headers: { origin: baseURL },
    data: {},
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SeededInspection;
}

export function itemByKey(inspection: SeededInspection, key: string): Item {
  const item = inspection.sections.flatMap((section) => section.items).find((i) => i.key === key);
  if (!item) throw new Error(`no item ${key} in the inspection`);
  return item;
}

/** One item's answer, saved through the API. */
export async function answerItem(
  request: APIRequestContext,
  baseURL: string,
  inspection: SeededInspection,
  key: string,
  answer: Record<string, string | null>,
) {
  const item = itemByKey(inspection, key);
  const response = await request.patch(`/api/v1/inspections/${inspection.id}/items/${item.id}`, {
    headers: { origin: baseURL },
    data: answer,
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function finishInspection(
  request: APIRequestContext,
  baseURL: string,
  inspectionId: string,
) {
  const response = await request.post(`/api/v1/inspections/${inspectionId}/transitions`, {
    headers: { origin: baseURL },
    data: { action: 'complete' },
  });
  expect(response.status(), await response.text()).toBe(200);
}
