import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkStorageKey, type FileStorage, type StoredFile } from './file-storage.ts';

/**
 * The file system has no place for a content type, so the key's extension carries it; only the
 * types below are kept. Writing a key whose extension says another type is refused.
 */
const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

function contentTypeOf(key: string): string {
  const type = contentTypes[path.extname(key).toLowerCase()];
  if (!type) throw new Error(`No content type is known for ${JSON.stringify(key)}`);
  return type;
}

/** Files under `root` (DATA_DIR/files), one file per key. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkStorageKey(key).split('/'));
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    if (contentTypeOf(key) !== contentType)
      throw new Error(`${JSON.stringify(key)} cannot hold ${contentType}`);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed over it: a reader sees the old file or the whole new
    // one, and a crash leaves a `.part` file, never a cut-off photo under its key.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        createWriteStream(partial),
      );
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    // Opened once: the size and the stream are of the same file, even if it is replaced meanwhile.
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      return {
        body: handle.createReadStream(),
        size,
        contentType: contentTypeOf(key),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
