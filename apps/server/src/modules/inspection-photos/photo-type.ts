import { open } from 'node:fs/promises';

/** What an upload is, by its first bytes: never by its name or the Content-Type it came with. */
export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heic';

/** HEIF brands whose pictures are HEVC-coded (HEIC); AVIF and other HEIF content are not. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** The generic HEIF brands: HEIC when a compatible brand says so. */
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/** The type of `head` (the file's first bytes), or null when it is none of the accepted ones. */
export function photoTypeOf(head: Buffer): PhotoType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  // ISO base media: a `ftyp` box first, with the major brand and then the compatible brands.
  if (head.toString('latin1', 4, 8) === 'ftyp') {
    const boxEnd = Math.min(head.readUInt32BE(0), head.length);
    const major = head.toString('latin1', 8, 12);
    if (HEIC_BRANDS.has(major)) return 'heic';
    if (!HEIF_BRANDS.has(major)) return null;
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
      if (HEIC_BRANDS.has(head.toString('latin1', offset, offset + 4))) return 'heic';
    }
  }
  return null;
}

/** Reads the first bytes of the file at `path` and tells its type. */
export async function sniffPhotoType(path: string): Promise<PhotoType | null> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return photoTypeOf(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
