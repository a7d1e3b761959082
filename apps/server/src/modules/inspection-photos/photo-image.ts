import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { inspectionPhotoPixels } from '@pitstop/domain/inspections';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import type { PhotoType } from './photo-type.ts';

// Every photo is seen once: libvips' cache of operations would only hold memory (ADR 021).
sharp.cache(false);

/**
 * Larger pictures are refused as unreadable: 64 MP is above any phone's camera (48 MP the
 * largest common), and decoding a larger one would cost hundreds of MB.
 */
const MAX_INPUT_PIXELS = 64_000_000;

export type ProcessedPhoto = {
  display: Buffer;
  thumbnail: Buffer;
  /** The display copy's size, as the viewer lays it out. */
  width: number;
  height: number;
};

export const displayFormat = { type: 'image/jpeg', extension: 'jpg' } as const;
export const thumbnailFormat = { type: 'image/webp', extension: 'webp' } as const;

/** The picture could not be decoded: corrupt, cut off, or too large to open. */
export class UnreadablePhotoError extends Error {}

/**
 * At most `max` tasks run at once; the others wait in order. Decoding a 12 MP photo takes tens
 * of MB, so uploads beyond the machine's cores would only add memory, not speed.
 */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const limitImageWork = createLimiter(availableParallelism());

/**
 * HEIC (iPhone photos) is HEVC-coded, which sharp's prebuilt libvips cannot decode (its HEIF
 * support is AVIF only; `sharp.format.heif`), so libheif's WebAssembly build decodes it to
 * pixels first. libheif applies the file's rotation and mirroring itself.
 */
async function openHeic(path: string): Promise<Sharp> {
  const images = await decodeHeic.all({ buffer: await readFile(path) });
  try {
    const [primary] = images;
    if (!primary || primary.width * primary.height > MAX_INPUT_PIXELS)
      throw new UnreadablePhotoError('no picture of a size we open');
    const { width, height, data } = await primary.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

async function resize(photo: Sharp): Promise<ProcessedPhoto> {
  // Turned upright by its EXIF orientation, on white where it was transparent. sharp writes no
  // metadata unless asked: the EXIF (GPS position, camera serial) and XMP are dropped.
  const upright = photo.rotate().flatten({ background: '#ffffff' });
  const inside = (pixels: number) =>
    ({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true }) as const;
  const [display, thumbnail] = await Promise.all([
    upright
      .clone()
      .resize(inside(inspectionPhotoPixels.display))
      .jpeg({ quality: 82, progressive: true })
      .toBuffer({ resolveWithObject: true }),
    // ~10–20 kB: an inspection's 40 thumbnails load in well under 1 MB.
    upright
      .clone()
      .resize(inside(inspectionPhotoPixels.thumbnail))
      .webp({ quality: 60 })
      .toBuffer(),
  ]);
  return {
    display: display.data,
    thumbnail,
    width: display.info.width,
    height: display.info.height,
  };
}

/**
 * Re-encodes the uploaded file at `path` (of the sniffed `type`) into the display and thumbnail
 * copies; the original is not kept. Runs at most one photo per core at a time.
 */
export function processPhoto(path: string, type: PhotoType): Promise<ProcessedPhoto> {
  return limitImageWork(async () => {
    try {
      const photo =
        type === 'heic'
          ? await openHeic(path)
          : sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
      return await resize(photo);
    } catch (error) {
      // A file system error is ours; anything the decoders raise is about the picture.
      if (error instanceof UnreadablePhotoError || !(error as NodeJS.ErrnoException).code)
        throw new UnreadablePhotoError('unreadable', { cause: error });
      throw error;
    }
  });
}
