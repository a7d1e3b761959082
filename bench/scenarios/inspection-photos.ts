import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import sharp from 'sharp';
import { createAdminWithShop } from '../lib/api-session.ts';
import { percentile } from '../lib/latency.ts';
import { postgresUnreachable, withTemporaryDatabase } from '../lib/postgres.ts';
import type { Recorder } from '../lib/report.ts';
import type { Scenario } from '../lib/scenario.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import { withTempDir } from '../lib/temp-dir.ts';

/** Sequential uploads timed for the p95 (after two untimed ones). */
const SEQUENTIAL = Number(process.env.BENCH_PHOTO_UPLOADS ?? 20);
const PARALLEL = 20;
/** The page of an inspection with this many photos, one per item. */
const PHOTOS = SEQUENTIAL + PARALLEL;

type Context = {
  record: Recorder;
  server: RunningServer;
  headers: Record<string, string>;
  client: pg.Client;
  inspectionId: string;
  itemIds: string[];
};

/**
 * A 12 MP photo as a phone takes it (4000×3000): smooth colour with a camera's grain, so the
 * JPEG is the usual 3–5 MB and not a flat image that compresses to nothing.
 */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const grain = await sharp(randomBytes((width / 4) * (height / 4) * 3), {
    raw: { width: width / 4, height: height / 4, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const noise = randomBytes(width * height * 3);
  for (let i = 0; i < grain.length; i++)
    grain[i] = Math.max(0, Math.min(255, (grain[i] as number) + ((noise[i] as number) % 24) - 12));
  return sharp(grain, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * An in-progress inspection of PHOTOS items on a job order, written in SQL: the photos' upload
 * is what is measured, not how the inspection came to be.
 */
async function seedInspection(client: pg.Client, shopId: string) {
  const one = async (text: string, values: unknown[]) =>
    ((await client.query(text, values)).rows[0] as { id: string }).id;
  const clientId = await one(
    `insert into clients (shop_id, name, phone) values ($1, 'Photo Bench', '+1 555 010 0000') returning id`,
    [shopId],
  );
  const vehicleId = await one(
    `insert into vehicles (shop_id, client_id, make, model, year) values ($1, $2, 'Toyota', 'Corolla', 2019) returning id`,
    [shopId, clientId],
  );
  const jobOrderId = await one(
    `insert into job_orders (shop_id, client_id, vehicle_id, status) values ($1, $2, $3, 'in_progress') returning id`,
    [shopId, clientId, vehicleId],
  );
  const inspectionId = await one(
    `insert into inspections (shop_id, job_order_id, vehicle_id, name) values ($1, $2, $3, 'Multi-point inspection') returning id`,
    [shopId, jobOrderId, vehicleId],
  );
  const items = await client.query<{ id: string }>(
    `insert into inspection_items (shop_id, inspection_id, position, section, item_key, label, kind)
     select $1, $2, n, 'Checks', 'bench.item-' || n, 'Check ' || n, 'condition'
     from generate_series(0, ${PHOTOS - 1}) as n
     returning id`,
    [shopId, inspectionId],
  );
  return { inspectionId, itemIds: items.rows.map((row) => row.id) };
}

async function removePhotos(context: Context) {
  const { server, headers, inspectionId } = context;
  const listed = await context.client.query<{ id: string }>(
    'select id from inspection_photos where inspection_id = $1',
    [inspectionId],
  );
  for (const { id } of listed.rows) {
    const response = await fetch(`${server.url}/api/v1/inspections/${inspectionId}/photos/${id}`, {
      method: 'DELETE',
      headers,
    });
    if (response.status !== 204) throw new Error(`delete answered ${response.status}`);
  }
}

async function upload(context: Context, itemId: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.JPG');
  const startedAt = performance.now();
  const response = await fetch(
    `${context.server.url}/api/v1/inspections/${context.inspectionId}/items/${itemId}/photos`,
    { method: 'POST', headers: context.headers, body: form },
  );
  const body = await response.text();
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${body}`);
  return performance.now() - startedAt;
}

/** Bytes on the wire for one GET, compressed as a browser would take it. */
function transferred(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { ...headers, 'accept-encoding': 'gzip, br' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.once('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      },
    );
    request.once('error', reject);
  });
}

async function measureSequential(context: Context, photo: Buffer) {
  // Two untimed uploads first (the server loads sharp and compiles the path on the first one),
  // removed again so the page has one photo per item.
  for (let i = 0; i < 2; i++) {
    const itemId = context.itemIds[0] as string;
    await upload(context, itemId, photo);
  }
  await removePhotos(context);
  const durations: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++)
    durations.push(await upload(context, context.itemIds[i] as string, photo));
  context.record.measure(
    `upload a 12 MP JPEG (${(photo.length / 1_048_576).toFixed(1)} MB) → display + thumbnail p95`,
    percentile(durations, 0.95),
    'ms',
    { op: '<=', value: 1_500 },
    `p50 ${percentile(durations, 0.5).toFixed(0)} ms over ${SEQUENTIAL}`,
  );
}

async function measureParallel(context: Context, photo: Buffer) {
  const before = context.server.rssKiB() ?? 0;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, context.server.rssKiB() ?? 0);
  }, 20);
  const startedAt = performance.now();
  try {
    await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        upload(context, context.itemIds[SEQUENTIAL + i] as string, photo),
      ),
    );
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, context.server.rssKiB() ?? 0);
  context.record.measure(
    `${PARALLEL} parallel 12 MP uploads: server RSS growth`,
    (peak - before) / 1024,
    'MB',
    { op: '<=', value: 300 },
    `RSS ${(before / 1024).toFixed(0)} → peak ${(peak / 1024).toFixed(0)} MB; all done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
}

async function measurePage(context: Context, client: pg.Client) {
  const { record, server, headers, inspectionId } = context;
  const photos = await client.query<{ id: string }>(
    'select id from inspection_photos where inspection_id = $1',
    [inspectionId],
  );
  let thumbnails = 0;
  for (const { id } of photos.rows) {
    const answer = await transferred(
      `${server.url}/api/v1/inspections/${inspectionId}/photos/${id}/thumbnail`,
      headers,
    );
    if (answer.status !== 200) throw new Error(`thumbnail answered ${answer.status}`);
    thumbnails += answer.bytes;
  }
  const page = await transferred(`${server.url}/api/v1/inspections/${inspectionId}`, headers);
  // GET /inspections/:id is the inspections module's; a build without it counts the thumbnails.
  const json = page.status === 200 ? page.bytes : 0;
  record.measure(
    `inspection page with ${photos.rows.length} photos: JSON + thumbnails transferred`,
    (json + thumbnails) / 1024,
    'KB',
    { op: '<=', value: 1024 },
    `thumbnails ${(thumbnails / 1024).toFixed(0)} KB (${(thumbnails / photos.rows.length / 1024).toFixed(1)} KB each)${page.status === 200 ? `, JSON ${(json / 1024).toFixed(1)} KB` : `; JSON not counted (GET /inspections/:id answered ${page.status})`}`,
  );
}

async function run(record: Recorder) {
  const unreachable = await postgresUnreachable();
  if (unreachable) {
    record.skip('inspection photos', `PostgreSQL is not reachable: ${unreachable}`);
    return;
  }
  const photo = await twelveMegapixelJpeg();
  await withTempDir((dataDir) =>
    withTemporaryDatabase(async (databaseUrl) => {
      const server = await startServer({ dataDir, databaseUrl, demoData: false });
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', () => {});
      await client.connect();
      try {
        const { headers, shopId } = await createAdminWithShop(server.url);
        const seeded = await seedInspection(client, shopId);
        const context: Context = { record, server, headers, client, ...seeded };
        await measureSequential(context, photo);
        await measureParallel(context, photo);
        await measurePage(context, client);
      } finally {
        await client.end().catch(() => {});
        await server.stop();
      }
    }),
  );
}

export const inspectionPhotosScenario: Scenario = {
  name: 'inspection-photos',
  summary: `PostgreSQL, photos in DATA_DIR: a 12 MP JPEG uploaded ${SEQUENTIAL} times (p95), ${PARALLEL} uploads at once (server RSS growth), an inspection page with ${PHOTOS} photos (JSON + thumbnails transferred)`,
  run,
};
