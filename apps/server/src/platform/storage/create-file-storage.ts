import path from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

/** The storage the configuration names: S3 with S3_BUCKET, else DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, 'storage' | 'dataDir'>): FileStorage {
  return config.storage.kind === 's3'
    ? new S3FileStorage(config.storage)
    : new LocalFileStorage(path.join(config.dataDir, 'files'));
}
