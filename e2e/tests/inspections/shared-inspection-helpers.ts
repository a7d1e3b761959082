import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { latestMail, linkIn, pathOf, uniqueEmail } from '../auth/auth-helpers.ts';
import { uniqueWord } from '../workspace/workspace-helpers.ts';

type Item = { id: string; key: string; label: string };
type Inspection = { id: string; sections: { title: string; items: Item[] }[] };

const brakePadPhoto = readFileSync(new URL('../../fixtures/worn-brake-pad.jpg', import.meta.url));

async function send<T>(
  request: APIRequestContext,
  baseURL: string,
  method: 'post' | 'patch',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request[method](path, { headers: { origin: baseURL }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A client of the demo shop with an e-mail address and a car, made by the staff. */
export async function clientWithVehicle(request: APIRequestContext, baseURL: string) {
  const email = uniqueEmail('inspection');
  const client = await send<{ id: string }>(request, baseURL, 'post', '/api/v1/clients', {
    name: `Ines ${uniqueWord('Inspect')}`,
    email,
    phone: '+15550104343',
  });
  const vehicle = await send<{ id: string }>(request, baseURL, 'post', '/api/v1/vehicles', {
    clientId: client.id,
    make: 'Honda',
    model: 'Civic',
    year: 2017,
  });
  return { email, clientId: client.id, vehicleId: vehicle.id };
}

/**
 * A completed multi-point inspection of the vehicle on a new job order, as the shop does it
 * through the API: the front pads red with notes and a photo (and an estimate line of 1.5 h at
 * 120.00), the left front tread yellow at `treadDepth`/32, the oil green.
 */
export async function completedInspection(
  request: APIRequestContext,
  baseURL: string,
  options: { clientId: string; vehicleId: string; treadDepth: string },
) {
  const jobOrder = await send<{ id: string }>(request, baseURL, 'post', '/api/v1/job-orders', {
    clientId: options.clientId,
    vehicleId: options.vehicleId,
    mileageIn: 88_400,
    concern: 'Squeal when braking',
    mechanicId: null,
  });
  const inspection = await send<Inspection>(
    request,
    baseURL,
    'post',
    `/api/v1/job-orders/${jobOrder.id}/inspections`,
    {},
  );
  const items = new Map(
    inspection.sections.flatMap((section) => section.items).map((item) => [item.key, item]),
  );
  const item = (key: string) => {
    const found = items.get(key);
    if (!found) throw new Error(`no item ${key} in the default template`);
    return found;
  };
  const answer = (key: string, body: object) =>
    send(
      request,
      baseURL,
      'patch',
      `/api/v1/inspections/${inspection.id}/items/${item(key).id}`,
      body,
    );

  await answer('brakes.front-pads', {
    condition: 'now',
    measurement: '2',
    notes: 'Worn to the wear indicator',
  });
  await answer('tires.lf-tread', { condition: 'soon', measurement: options.treadDepth });
  await answer('fluids.oil', { condition: 'good' });

  const photo = await request.post(
    `/api/v1/inspections/${inspection.id}/items/${item('brakes.front-pads').id}/photos`,
    {
      headers: { origin: baseURL },
      multipart: {
        photo: { name: 'worn-brake-pad.jpg', mimeType: 'image/jpeg', buffer: brakePadPhoto },
      },
    },
  );
  expect(photo.status(), await photo.text()).toBe(201);

  await send(
    request,
    baseURL,
    'post',
    `/api/v1/inspections/${inspection.id}/items/${item('brakes.front-pads').id}/estimate-line`,
    {
      kind: 'labor',
      description: 'Replace front brake pads',
      pricing: 'hourly',
      quantity: '1.5',
      unitPrice: '120.00',
    },
  );
  await send(request, baseURL, 'post', `/api/v1/inspections/${inspection.id}/transitions`, {
    action: 'complete',
  });
  return { jobOrderId: jobOrder.id, inspectionId: inspection.id };
}

/**
 * "Send inspection" to `email`, then the link from the mail it gets (the dev mailbox); `after`,
 * the link of an earlier sending, is waited past (the mail goes out through the job queue).
 */
export async function sendInspection(
  request: APIRequestContext,
  baseURL: string,
  options: { inspectionId: string; email: string; after?: string },
): Promise<string> {
  const response = await request.post(`/api/v1/inspections/${options.inspectionId}/send`, {
    headers: { origin: baseURL },
    data: { to: options.email },
  });
  expect(response.status(), await response.text()).toBe(202);
  let link = '';
  await expect
    .poll(async () => {
      const mail = await latestMail(request, options.email, /^Your vehicle inspection from /);
      link = pathOf(linkIn(mail, '/inspection/'));
      return link;
    })
    .not.toBe(options.after ?? '');
  return link;
}

/** The width the browser decoded an `<img>` at: 0 until its image has loaded (or when broken). */
export function decodedWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => (element as { naturalWidth?: number }).naturalWidth ?? 0);
}
