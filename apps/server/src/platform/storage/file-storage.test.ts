import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './create-file-storage.ts';
import { checkStorageKey, type FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

let directory: string;
let s3rver: S3rver;
let s3: S3FileStorage;
let local: LocalFileStorage;
const BUCKET = 'pitstop-test-files';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'pitstop-storage-'));
  local = new LocalFileStorage(path.join(directory, 'files'));
  // A local S3-compatible server on loopback, made and removed by this test.
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  s3 = new S3FileStorage({
    kind: 's3',
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
});

afterAll(async () => {
  s3?.close();
  await s3rver?.close();
  await rm(directory, { recursive: true, force: true });
});

const storages: [string, () => FileStorage][] = [
  ['local (DATA_DIR/files)', () => local],
  ['S3 (a local S3-compatible server)', () => s3],
];

describe.each(storages)('%s storage', (_name, storage) => {
  const key = (name: string) => `shops/s1/inspections/i1/${name}`;

  it('keeps a file written from a buffer and gives back its bytes, size and type', async () => {
    const bytes = Buffer.from('not really a jpeg, but bytes all the same');
    await storage().put(key('a-display.jpg'), bytes, 'image/jpeg');
    const file = await storage().get(key('a-display.jpg'));
    expect(file).toMatchObject({ size: bytes.length, contentType: 'image/jpeg' });
    expect(await text(file?.body as Readable)).toBe(bytes.toString());
  });

  it('streams a body of unknown length (larger than one S3 part)', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = Array.from({ length: 6 }, () => chunk);
    await storage().put(key('big-display.jpg'), Readable.from(chunks), 'image/jpeg');
    const file = await storage().get(key('big-display.jpg'));
    if (!file) throw new Error('not stored');
    expect(file.size).toBe(6 * chunk.length);
    let read = 0;
    for await (const part of file.body) read += (part as Buffer).length;
    expect(read).toBe(6 * chunk.length);
  });

  it('replaces a file whole and deletes it; a missing file is null, deleting it again is fine', async () => {
    await storage().put(key('b-thumbnail.webp'), Buffer.from('first'), 'image/webp');
    await storage().put(key('b-thumbnail.webp'), Buffer.from('second'), 'image/webp');
    expect(await text((await storage().get(key('b-thumbnail.webp')))?.body as Readable)).toBe(
      'second',
    );
    await storage().delete(key('b-thumbnail.webp'));
    expect(await storage().get(key('b-thumbnail.webp'))).toBeNull();
    await storage().delete(key('b-thumbnail.webp'));
    expect(await storage().get(key('never-written.jpg'))).toBeNull();
  });

  it('refuses keys that could leave its place', async () => {
    for (const bad of ['../x.jpg', 'a/../../x.jpg', '/etc/passwd', 'a//b.jpg', 'a/./b.jpg', '']) {
      await expect(storage().put(bad, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
        /Not a file storage key/,
      );
      await expect(storage().get(bad)).rejects.toThrow(/Not a file storage key/);
    }
  });
});

describe('local storage', () => {
  it('leaves no partial file behind when the body fails half-way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half a photo');
        throw new Error('connection reset');
      })(),
    );
    await expect(
      local.put('shops/s1/inspections/i2/c-display.jpg', failing, 'image/jpeg'),
    ).rejects.toThrow('connection reset');
    expect(await local.get('shops/s1/inspections/i2/c-display.jpg')).toBeNull();
    expect(await readdir(path.join(directory, 'files/shops/s1/inspections/i2'))).toEqual([]);
  });

  it('knows a type by the extension and refuses a type the key does not say', async () => {
    await expect(local.put('x/a.jpg', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /cannot hold image\/png/,
    );
    await expect(local.put('x/a.exe', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /No content type/,
    );
  });
});

describe('choosing the storage', () => {
  it('is DATA_DIR/files unless S3_BUCKET is set', () => {
    expect(createFileStorage({ dataDir: directory, storage: { kind: 'local' } }).kind).toBe(
      'local',
    );
    const chosen = createFileStorage({
      dataDir: directory,
      storage: {
        kind: 's3',
        bucket: 'b',
        endpoint: undefined,
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
      },
    });
    expect(chosen.kind).toBe('s3');
    chosen.close?.();
  });

  it('accepts only relative keys of plain segments', () => {
    expect(checkStorageKey('shops/a/inspections/b/c-display.jpg')).toBe(
      'shops/a/inspections/b/c-display.jpg',
    );
    expect(() => checkStorageKey('shops/../x')).toThrow();
  });
});
