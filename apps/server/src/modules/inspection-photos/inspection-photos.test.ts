import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  INSPECTION_PHOTO_MAX_BYTES,
  INSPECTION_PHOTOS_PER_ITEM,
  inspectionPhotoMessages,
} from '@pitstop/domain/inspections';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { issueLinkToken } from '../../platform/link-tokens.ts';
import { apiAs, type Session, signUpStaff, userIdOf } from '../../test/api-helpers.ts';
import { createShopAdmin, ORIGIN, signUpAndSignIn } from '../../test/auth-helpers.ts';
import {
  multipartFile,
  type SeededInspection,
  seedInspection as seedRows,
} from '../../test/inspection-rows.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { rowsOf } from '../../test/rows.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let rival: Awaited<ReturnType<typeof createShopAdmin>>;
let mechanic: Session & { id: string };
let otherMechanic: Session;
let owner: Session;
let otherOwner: Session;
const ids = {} as Record<'client' | 'vehicle' | 'job' | 'otherClient' | 'otherVehicle', string>;
const as = (session: Session) => apiAs(harness.app, session);

type Seeded = SeededInspection;
const seedInspection = (options: Parameters<typeof seedRows>[1]) =>
  seedRows(harness.database, options);

async function setInspection(inspectionId: string, change: 'complete' | 'share' | 'reopen') {
  const set =
    change === 'complete'
      ? sql`status = 'completed', completed_at = now()`
      : change === 'reopen'
        ? sql`status = 'in_progress', completed_at = null`
        : sql`shared_at = now()`;
  await harness.database.db.execute(sql`update inspections set ${set} where id = ${inspectionId}`);
}

function upload(
  session: Session,
  seeded: Seeded,
  file: Buffer,
  options: { filename?: string; type?: string; item?: number; field?: string } = {},
) {
  const form = multipartFile(
    file,
    options.filename ?? 'photo.jpg',
    options.type ?? 'image/jpeg',
    options.field,
  );
  return harness.app.inject({
    method: 'POST',
    url: `/api/v1/inspections/${seeded.inspectionId}/items/${seeded.itemIds[options.item ?? 0]}/photos`,
    headers: { cookie: session.cookie, origin: ORIGIN, 'content-type': form.contentType },
    payload: form.body,
  });
}

/** A photo-like picture: smooth colour with some grain, so it compresses like a real one. */
async function picture(width: number, height: number) {
  const grain = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .blur(1.5)
    .raw()
    .toBuffer();
  return sharp(grain, { raw: { width, height, channels: 3 } }).modulate({ saturation: 0.5 });
}

let jpeg: Buffer;
let jpegWithGps: Buffer;
let png: Buffer;
let webp: Buffer;
let heic: Buffer;
let inspection: Seeded;
let rivalInspection: Seeded;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pitstop-photos-'));
  harness = await createTestApp({ config: { dataDir } });
  const rows = jobOrderRows(harness.database);
  admin = await createShopAdmin(harness.app, {
    email: 'admin@photos.test',
    shopName: 'Photo Garage',
  });
  rival = await createShopAdmin(harness.app, {
    email: 'admin@rival-photos.test',
    shopName: 'Rival Photo Garage',
  });
  mechanic = await signUpStaff(harness.app, {
    email: 'mechanic@photos.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  otherMechanic = await signUpStaff(harness.app, {
    email: 'other-mechanic@photos.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  owner = await signUpAndSignIn(harness.app, { email: 'ann@photos.test' });
  otherOwner = await signUpAndSignIn(harness.app, { email: 'bob@photos.test' });

  ids.client = await rows.client(admin.shopId, { name: 'Ann Archer' });
  ids.vehicle = await rows.vehicle(admin.shopId, ids.client, { make: 'Honda', model: 'Civic' });
  ids.otherClient = await rows.client(admin.shopId, { name: 'Bob Baker' });
  ids.otherVehicle = await rows.vehicle(admin.shopId, ids.otherClient, {
    make: 'Ford',
    model: 'Focus',
  });
  const db = harness.database.db;
  await db
    .update(clients)
    .set({ userId: await userIdOf(harness.app, owner) })
    .where(eq(clients.id, ids.client));
  await db
    .update(clients)
    .set({ userId: await userIdOf(harness.app, otherOwner) })
    .where(eq(clients.id, ids.otherClient));

  inspection = await seedInspection({
    shopId: admin.shopId,
    clientId: ids.client,
    vehicleId: ids.vehicle,
    mechanicId: mechanic.id,
  });
  const rivalClient = await rows.client(rival.shopId, { name: 'Rita Rival' });
  rivalInspection = await seedInspection({
    shopId: rival.shopId,
    clientId: rivalClient,
    vehicleId: await rows.vehicle(rival.shopId, rivalClient, { make: 'Mazda', model: '3' }),
  });

  jpeg = await (await picture(1200, 900)).jpeg({ quality: 90 }).toBuffer();
  // A phone's photo held sideways: stored 2000×1000, EXIF orientation 6 (turn 90° clockwise),
  // with the place it was taken.
  jpegWithGps = await (await picture(2000, 1000))
    .withExif({
      IFD0: { Make: 'Pitstop Phone', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4008/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const sent = await sharp(jpegWithGps).metadata();
  expect([sent.orientation, sent.exif?.includes('Pitstop Phone')]).toEqual([6, true]);
  png = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 4,
      background: { r: 0, g: 128, b: 0, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
  webp = await (await picture(800, 600)).webp().toBuffer();
  // sharp's prebuilt libvips writes no HEIC (no HEVC encoder): a real 96×64 HEIC, made with
  // libheif's heif-enc (x265), left half red, right half blue.
  heic = await readFile(path.join(import.meta.dirname, 'fixtures', 'red-blue-96x64.heic'));
});

afterAll(async () => {
  await harness?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const uploadsLeft = async () =>
  readdir(path.join(dataDir, 'tmp', 'uploads')).catch(() => [] as string[]);

async function metadataOf(url: string, session: Session = admin) {
  const response = await harness.app.inject({ url, headers: { cookie: session.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return { response, metadata: await sharp(response.rawPayload).metadata() };
}

describe('uploading a photo', () => {
  it('re-encodes a JPEG upright, drops its EXIF (GPS) and keeps a display copy and a thumbnail', async () => {
    const response = await upload(mechanic, inspection, jpegWithGps, { filename: 'IMG_0001.JPG' });
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json();
    expect(photo).toMatchObject({
      itemId: inspection.itemIds[0],
      // Turned by its orientation: 2000×1000 sideways is 1000×2000 upright, then 1600 high.
      width: 800,
      height: 1600,
      thumbnailUrl: `/api/v1/inspections/${inspection.inspectionId}/photos/${photo.id}/thumbnail`,
      displayUrl: `/api/v1/inspections/${inspection.inspectionId}/photos/${photo.id}/display`,
    });

    const display = await metadataOf(photo.displayUrl);
    expect(display.response.headers['content-type']).toBe('image/jpeg');
    expect(display.response.headers['cache-control']).toBe('private, max-age=86400');
    expect(display.metadata).toMatchObject({ format: 'jpeg', width: 800, height: 1600 });
    expect(display.metadata.exif).toBeUndefined();
    expect(display.metadata.orientation).toBeUndefined();
    expect(display.metadata.xmp).toBeUndefined();
    expect(display.response.rawPayload.includes('Pitstop Phone')).toBe(false);

    const thumbnail = await metadataOf(photo.thumbnailUrl);
    expect(thumbnail.response.headers['content-type']).toBe('image/webp');
    expect(thumbnail.metadata).toMatchObject({ format: 'webp', width: 160, height: 320 });
    expect(thumbnail.metadata.exif).toBeUndefined();

    // Kept under DATA_DIR/files by shop and inspection, named by the photo's id; not the upload.
    const stored = path.join(
      dataDir,
      'files/shops',
      admin.shopId,
      'inspections',
      inspection.inspectionId,
    );
    expect((await readdir(stored)).sort()).toEqual([
      `${photo.id}-display.jpg`,
      `${photo.id}-thumbnail.webp`,
    ]);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('takes PNG, WebP and HEIC (decoded by libheif), whatever name they come with', async () => {
    for (const [file, name, colour] of [
      [png, 'screen.png', null],
      [webp, 'photo.webp', null],
      [heic, 'IMG_0002.HEIC', 'red-blue'],
    ] as const) {
      const response = await upload(admin, inspection, file, {
        filename: name,
        type: 'application/octet-stream',
        item: 1,
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      const photo = response.json();
      const display = await metadataOf(photo.displayUrl);
      expect(display.metadata.format).toBe('jpeg');
      expect([photo.width, photo.height]).toEqual([
        display.metadata.width,
        display.metadata.height,
      ]);
      if (colour) {
        // Small pictures are not enlarged; the colours survive the HEVC round trip.
        expect([photo.width, photo.height]).toEqual([96, 64]);
        const left = await sharp(display.response.rawPayload)
          .extract({ left: 0, top: 0, width: 40, height: 64 })
          .toBuffer();
        const stats = await sharp(left).stats();
        expect(stats.channels[0]?.mean).toBeGreaterThan(180);
        expect(stats.channels[2]?.mean).toBeLessThan(70);
      }
    }
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses a text file named .jpg (415), whatever its Content-Type says', async () => {
    const response = await upload(mechanic, inspection, Buffer.from('hello, not a photo\n'), {
      filename: 'brakes.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().detail).toBe(inspectionPhotoMessages.type);
    // An AVIF is a HEIF too, but not one of the accepted types.
    const avif = await sharp({
      create: { width: 32, height: 32, channels: 3, background: 'red' },
    })
      .avif()
      .toBuffer();
    expect((await upload(mechanic, inspection, avif, { filename: 'x.heic' })).statusCode).toBe(415);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses more than 15 MB (413), counted as it streams', async () => {
    // Just over the limit: the request's length alone does not give it away.
    const big = Buffer.concat([jpeg, randomBytes(INSPECTION_PHOTO_MAX_BYTES + 1 - jpeg.length)]);
    const response = await upload(mechanic, inspection, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(inspectionPhotoMessages.size);
    // Far over: refused by its length before it is read.
    const huge = await upload(mechanic, inspection, Buffer.alloc(INSPECTION_PHOTO_MAX_BYTES * 2));
    expect(huge.statusCode).toBe(413);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses a cut-off or corrupt JPEG as unreadable (422)', async () => {
    const response = await upload(mechanic, inspection, jpeg.subarray(0, jpeg.length / 2));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(inspectionPhotoMessages.unreadable);
    const garbled = Buffer.concat([jpeg.subarray(0, 600), randomBytes(200_000)]);
    expect((await upload(mechanic, inspection, garbled)).statusCode).toBe(422);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('asks for the photo when the form has none, and for a form when it is not one', async () => {
    const wrongField = await upload(mechanic, inspection, jpeg, { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual([
      { path: 'body.photo', message: inspectionPhotoMessages.missing },
    ]);
    const empty = await upload(mechanic, inspection, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const json = await as(mechanic).send(
      'POST',
      `/inspections/${inspection.inspectionId}/items/${inspection.itemIds[0]}/photos`,
      { photo: 'data:image/jpeg;base64,AAAA' },
    );
    expect(json.statusCode).toBe(415);
  });

  it('keeps to 12 photos an item (409)', async () => {
    const seeded = await seedInspection({
      shopId: admin.shopId,
      clientId: ids.client,
      vehicleId: ids.vehicle,
      jobOrderId: inspection.jobOrderId,
    });
    await harness.database.db.execute(
      sql`insert into inspection_photos (shop_id, inspection_id, item_id, display_key, display_type,
          display_bytes, thumbnail_key, thumbnail_type, thumbnail_bytes, width, height)
        select ${admin.shopId}, ${seeded.inspectionId}, ${seeded.itemIds[0]}, 'k/d.jpg', 'image/jpeg',
          1, 'k/t.webp', 'image/webp', 1, 1, 1
        from generate_series(1, ${INSPECTION_PHOTOS_PER_ITEM - 1})`,
    );
    expect((await upload(admin, seeded, jpeg)).statusCode).toBe(201);
    const full = await upload(admin, seeded, jpeg);
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toBe(inspectionPhotoMessages.tooMany);
    // The other item still has room.
    expect((await upload(admin, seeded, jpeg, { item: 1 })).statusCode).toBe(201);
  });

  it('only while the inspection is in progress, and only where the uploader may work (404)', async () => {
    const seeded = await seedInspection({
      shopId: admin.shopId,
      clientId: ids.client,
      vehicleId: ids.vehicle,
      jobOrderId: inspection.jobOrderId,
    });
    const kept = (await upload(admin, seeded, jpeg)).json();
    await setInspection(seeded.inspectionId, 'complete');
    const late = await upload(mechanic, seeded, jpeg);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(
      'The inspection is completed. Reopen it to add or remove photos.',
    );
    const remove = await as(admin).send(
      'DELETE',
      `/inspections/${seeded.inspectionId}/photos/${kept.id}`,
    );
    expect(remove.statusCode).toBe(409);
    await setInspection(seeded.inspectionId, 'reopen');

    // A mechanic not on the job, another shop's admin: not found. A manager does not inspect.
    expect((await upload(otherMechanic, seeded, jpeg)).statusCode).toBe(404);
    expect((await upload(rival, seeded, jpeg)).statusCode).toBe(404);
    const manager = await signUpStaff(harness.app, {
      email: 'manager@photos.test',
      shopId: admin.shopId,
      role: 'manager',
    });
    expect((await upload(manager, seeded, jpeg)).statusCode).toBe(403);
    // An item of another inspection.
    const stray = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/inspections/${seeded.inspectionId}/items/${rivalInspection.itemIds[0]}/photos`,
      headers: {
        cookie: admin.cookie,
        origin: ORIGIN,
        'content-type': multipartFile(jpeg, 'a.jpg', 'image/jpeg').contentType,
      },
      payload: multipartFile(jpeg, 'a.jpg', 'image/jpeg').body,
    });
    expect(stray.statusCode).toBe(404);
  });
});

describe('deleting a photo', () => {
  it('removes the row and both files', async () => {
    const photo = (await upload(mechanic, inspection, jpeg)).json();
    const stored = path.join(
      dataDir,
      'files/shops',
      admin.shopId,
      'inspections',
      inspection.inspectionId,
    );
    expect(await readdir(stored)).toContain(`${photo.id}-display.jpg`);
    expect(
      (
        await as(otherMechanic).send(
          'DELETE',
          `/inspections/${inspection.inspectionId}/photos/${photo.id}`,
        )
      ).statusCode,
    ).toBe(404);
    const removed = await as(mechanic).send(
      'DELETE',
      `/inspections/${inspection.inspectionId}/photos/${photo.id}`,
    );
    expect(removed.statusCode).toBe(204);
    const left = await readdir(stored);
    expect(left.filter((name) => name.startsWith(photo.id))).toEqual([]);
    expect(await harness.app.files.get(`shops/${admin.shopId}/inspections/x/y.jpg`)).toBeNull();
    expect((await as(admin).get(photo.displayUrl.replace('/api/v1', ''))).statusCode).toBe(404);
    const again = await as(mechanic).send(
      'DELETE',
      `/inspections/${inspection.inspectionId}/photos/${photo.id}`,
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('who sees a photo', () => {
  let seeded: Seeded;
  let photo: { id: string; displayUrl: string; thumbnailUrl: string };
  const get = (url: string, session?: Session, headers: Record<string, string> = {}) =>
    harness.app.inject({
      url,
      headers: { ...(session ? { cookie: session.cookie } : {}), ...headers },
    });

  beforeAll(async () => {
    seeded = await seedInspection({
      shopId: admin.shopId,
      clientId: ids.client,
      vehicleId: ids.vehicle,
      mechanicId: mechanic.id,
    });
    photo = (await upload(mechanic, seeded, jpeg)).json();
  });

  it('staff of the shop; a mechanic on their own job only; never another shop', async () => {
    expect((await get(photo.thumbnailUrl, admin)).statusCode).toBe(200);
    expect((await get(photo.thumbnailUrl, mechanic)).statusCode).toBe(200);
    expect((await get(photo.thumbnailUrl, otherMechanic)).statusCode).toBe(404);
    expect((await get(photo.thumbnailUrl, rival)).statusCode).toBe(404);
    expect((await get(photo.thumbnailUrl, owner)).statusCode).toBe(403);
    expect((await get(photo.thumbnailUrl)).statusCode).toBe(401);
    // Another shop's photo, by its own inspection's address.
    const theirs = (await upload(rival, rivalInspection, jpeg)).json();
    expect((await get(theirs.displayUrl, admin)).statusCode).toBe(404);
    // The photo under another inspection's address.
    const elsewhere = photo.displayUrl.replace(seeded.inspectionId, inspection.inspectionId);
    expect((await get(elsewhere, admin)).statusCode).toBe(404);
  });

  it('answers a repeat visit with 304 for its ETag', async () => {
    const first = await get(photo.displayUrl, admin);
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    const etag = String(first.headers.etag);
    const again = await get(photo.displayUrl, admin, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("the car owner of the vehicle's client record, once shared; never another client's", async () => {
    const portal = `/api/v1/portal/inspections/${seeded.inspectionId}/photos/${photo.id}`;
    expect((await get(`${portal}/thumbnail`, owner)).statusCode).toBe(404);
    await setInspection(seeded.inspectionId, 'complete');
    await setInspection(seeded.inspectionId, 'share');
    const shown = await get(`${portal}/display`, owner);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect((await get(`${portal}/thumbnail`, otherOwner)).statusCode).toBe(404);
    expect((await get(`${portal}/thumbnail`)).statusCode).toBe(401);
  });

  it('the holder of a live inspection link: 404 unknown or replaced, 410 expired', async () => {
    const db = harness.database.db;
    const issue = (options: { expiresAt?: Date; subjectId?: string; replace?: boolean } = {}) =>
      issueLinkToken({
        tx: db,
        shopId: admin.shopId,
        purpose: 'inspection',
        subjectId: options.subjectId ?? seeded.inspectionId,
        createdBy: null,
        expiresAt: options.expiresAt ?? new Date(Date.now() + 86_400_000),
        replace: options.replace ?? true,
      });
    const url = (token: string) => `/api/v1/inspection-links/${token}/photos/${photo.id}/thumbnail`;
    const first = await issue();
    const shown = await get(url(first));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('private, max-age=86400');
    const second = await issue();
    expect((await get(url(first))).statusCode).toBe(404);
    expect((await get(url(second))).statusCode).toBe(200);
    expect((await get(url('x'.repeat(43)))).statusCode).toBe(404);
    // A link to another inspection does not open this one's photos.
    const other = await issue({ subjectId: inspection.inspectionId, replace: false });
    expect((await get(url(other))).statusCode).toBe(404);
    const expired = await issue({ expiresAt: new Date(Date.now() - 1000) });
    const gone = await get(url(expired));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toBe(
      'This inspection link has expired. Ask Photo Garage to send it again.',
    );
  });

  it("the holder of the job's estimate link, for its completed inspections", async () => {
    const db = harness.database.db;
    const [estimate] = await rowsOf<{ id: string }>(
      db,
      sql`insert into job_order_estimates (shop_id, job_order_id, revision, presented_total)
        values (${admin.shopId}, ${seeded.jobOrderId}, 1, 100) returning id`,
    );
    const issue = (expiresAt: Date) =>
      issueLinkToken({
        tx: db,
        shopId: admin.shopId,
        purpose: 'estimate',
        subjectId: (estimate as { id: string }).id,
        createdBy: null,
        expiresAt,
      });
    const token = await issue(new Date(Date.now() + 86_400_000));
    const url = `/api/v1/estimate-links/${token}/photos/${photo.id}/display`;
    expect((await get(url)).statusCode).toBe(200);
    // Reopened: the work in progress is not the customer's to see.
    await setInspection(seeded.inspectionId, 'reopen');
    expect((await get(url)).statusCode).toBe(404);
    await setInspection(seeded.inspectionId, 'complete');
    // A photo of another job.
    const otherPhoto = (await upload(admin, inspection, jpeg)).json();
    expect(
      (await get(`/api/v1/estimate-links/${token}/photos/${otherPhoto.id}/display`)).statusCode,
    ).toBe(404);
    const expired = await issue(new Date(Date.now() - 1000));
    expect(
      (await get(`/api/v1/estimate-links/${expired}/photos/${photo.id}/display`)).statusCode,
    ).toBe(410);
    expect(
      (await get(`/api/v1/estimate-links/${'y'.repeat(43)}/photos/${photo.id}/display`)).statusCode,
    ).toBe(404);
  });
});
