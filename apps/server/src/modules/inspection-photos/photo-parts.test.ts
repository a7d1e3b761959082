import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLimiter } from './photo-image.ts';
import { photoTypeOf } from './photo-type.ts';
import { removeStaleUploads } from './receive-photo.ts';

/** An ISO base media `ftyp` box: major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[]) {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => {
    box.write(brand, 16 + 4 * i, 'latin1');
  });
  return box;
}

describe('telling a photo by its first bytes', () => {
  it('knows JPEG, PNG, WebP and the HEVC-coded HEIF brands', () => {
    expect(photoTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(photoTypeOf(Buffer.from('89504e470d0a1a0a0000000d', 'hex'))).toBe('png');
    expect(photoTypeOf(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(photoTypeOf(ftyp('heic', ['mif1', 'heic']))).toBe('heic');
    expect(photoTypeOf(ftyp('heix', []))).toBe('heic');
    // The generic brand with an HEVC one among the compatible brands (some Android phones).
    expect(photoTypeOf(ftyp('mif1', ['mif1', 'heic']))).toBe('heic');
  });

  it('refuses everything else, AVIF and a MP4 video included', () => {
    expect(photoTypeOf(ftyp('avif', ['mif1', 'avif']))).toBeNull();
    expect(photoTypeOf(ftyp('mif1', ['mif1', 'avif']))).toBeNull();
    expect(photoTypeOf(ftyp('isom', ['isom', 'mp41']))).toBeNull();
    expect(photoTypeOf(Buffer.from('GIF89a', 'latin1'))).toBeNull();
    expect(photoTypeOf(Buffer.from('%PDF-1.7', 'latin1'))).toBeNull();
    expect(photoTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(photoTypeOf(Buffer.alloc(0))).toBeNull();
    expect(photoTypeOf(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('the image work limit', () => {
  it('runs at most N tasks at once, the others in order', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(n);
        running -= 1;
        if (n === 3) throw new Error('a failing task frees its place');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(task));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('temporary uploads', () => {
  it('removes the ones a stopped process left, an hour old or more', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'pitstop-uploads-'));
    try {
      await writeFile(path.join(directory, 'old.upload'), 'x');
      await writeFile(path.join(directory, 'new.upload'), 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      await utimes(path.join(directory, 'old.upload'), twoHoursAgo, twoHoursAgo);
      expect(await removeStaleUploads(directory)).toBe(1);
      expect(await readdir(directory)).toEqual(['new.upload']);
      expect(await removeStaleUploads(path.join(directory, 'missing'))).toBe(0);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
