import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/config';
import type { FileStorage } from './file-storage';

/** The bucket and its credentials as configured (public addresses of files are the app's concern, not the store's). */
export type S3StorageOptions = Omit<S3Config, 'publicUrl'>;

/** Uploads in an S3-compatible bucket (AWS, MinIO, …), so several server processes share them. */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores reject aws-chunked trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    async put(key, tempFilePath, meta) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(tempFilePath),
            ContentLength: meta.size,
            ContentType: meta.contentType,
          }),
        );
      } finally {
        await rm(tempFilePath, { force: true });
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) return undefined;
        return { stream: answer.Body, size: answer.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
