import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkPut, isKnownKey, type PhotoStorage } from './photo-storage';
import type { S3StorageConfig } from './photo-storage-config';

/** A request that answered 404: no such object (HeadObject's 404 has no body, so no error code to read). */
function isNotFound(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

/** The SDK's client for the configured store: AWS's own endpoint for the region, or the one given. */
export function s3ClientFor(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default adds CRC32 checksums that servers other than AWS's often refuse or cannot sign; there the
    // payload is still covered by SigV4's SHA-256 of the body.
    ...(config.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
}

/**
 * Photos and documents as objects in an S3-compatible bucket (AWS S3, MinIO, R2, ...) under the configured prefix,
 * with the AWS SDK (docs/decisions/077-shared-files.md). PutObject is atomic: an object is there whole or not at all.
 * Objects are private; the app serves them through its own routes, with their access rules.
 */
export function s3PhotoStorage(config: S3StorageConfig, client = s3ClientFor(config)): PhotoStorage {
  const Bucket = config.bucket;
  const objectKey = (key: string) => (config.prefix ? `${config.prefix}/${key}` : key);

  return {
    async put(key, data, contentType) {
      checkPut(key, contentType);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.byteLength,
        }),
      );
    },

    async get(key) {
      if (!isKnownKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return undefined;
        const data = new Uint8Array(await object.Body.transformToByteArray());
        return { data, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async has(key) {
      if (!isKnownKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      if (!isKnownKey(key)) throw new Error(`Not a photo storage key: ${key}`);
      // S3 answers 204 whether or not the object was there, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
