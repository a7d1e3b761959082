import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from '../../platform/storage/s3-file-storage.ts';
import { apiAs } from '../../test/api-helpers.ts';
import { createShopAdmin, ORIGIN } from '../../test/auth-helpers.ts';
import { multipartFile, seedInspection } from '../../test/inspection-rows.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';

const BUCKET = 'pitstop-photos';
let directory: string;
let s3rver: S3rver;
let files: S3FileStorage;
let endpoint: string;
let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'pitstop-photos-s3-'));
  // A local S3-compatible server on loopback, made and removed by this test.
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
  files = new S3FileStorage({
    kind: 's3',
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  harness = await createTestApp({ config: { dataDir: path.join(directory, 'data') }, files });
});

afterAll(async () => {
  await harness?.close();
  await s3rver?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('photos in S3-compatible storage', () => {
  it('are written to the bucket, served from it through the API and deleted from it', async () => {
    const admin = await createShopAdmin(harness.app, {
      email: 'admin@photos-s3.test',
      shopName: 'Bucket Garage',
    });
    const rows = jobOrderRows(harness.database);
    const clientId = await rows.client(admin.shopId, { name: 'Sam Stone' });
    const vehicleId = await rows.vehicle(admin.shopId, clientId, { make: 'Kia', model: 'Rio' });
    const seeded = await seedInspection(harness.database, {
      shopId: admin.shopId,
      clientId,
      vehicleId,
    });
    const jpeg = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 90, g: 120, b: 150 } },
    })
      .jpeg()
      .toBuffer();
    const form = multipartFile(jpeg, 'IMG_0003.JPG', 'image/jpeg');
    const uploaded = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/inspections/${seeded.inspectionId}/items/${seeded.itemIds[0]}/photos`,
      headers: { cookie: admin.cookie, origin: ORIGIN, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json();

    const key = `shops/${admin.shopId}/inspections/${seeded.inspectionId}/${photo.id}-display.jpg`;
    const client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe('image/jpeg');

    const served = await harness.app.inject({
      url: photo.displayUrl,
      headers: { cookie: admin.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 1200 });
    // Nothing of it under DATA_DIR but the (empty) folder of uploads in progress.
    expect(await readdir(path.join(directory, 'data', 'tmp', 'uploads'))).toEqual([]);
    await expect(readdir(path.join(directory, 'data', 'files'))).rejects.toThrow();

    const removed = await apiAs(harness.app, admin).send(
      'DELETE',
      `/inspections/${seeded.inspectionId}/photos/${photo.id}`,
    );
    expect(removed.statusCode).toBe(204);
    await expect(
      client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
    client.destroy();
  });
});
