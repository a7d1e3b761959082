import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../../config.ts';
import { checkStorageKey, type FileStorage, type StoredFile } from './file-storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2, …), one object per key. The bucket stays
 * private: files are streamed through the API after its access checks, never linked to.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
    });
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    // lib-storage streams a body of unknown length (multipart past 5 MB); an S3 PUT is atomic,
    // so readers never see part of an object.
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: checkStorageKey(key),
        Body: body,
        ContentType: contentType,
      },
    }).done();
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }),
      );
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (
        error instanceof NoSuchKey ||
        (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
      )
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 whether or not the object was there.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
