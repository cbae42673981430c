import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../../config.js';
import type { FileStorage, StoredFile } from '../ports.js';
import { s3PublicBaseUrl } from '../../../shared/s3-public-url.js';
import { assertSafeKey } from './local-file-storage.js';

/** S3_* settings (src/config.ts); `publicUrl` is where browsers load objects from, derived when absent. */
export type S3StorageSettings = Omit<Extract<Config['storage'], { kind: 's3' }>, 'kind'>;

// Keys are content-hashed (images/restaurant-image.ts), so an object never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Objects in one bucket; keys pass the same safety check as on local disk. The SDK (some
 * 20 MB of memory) loads with the first call that needs it: reads are served by URL.
 */
export class S3FileStorage implements FileStorage {
  private sdk?: Promise<{ s3: S3Sdk; client: S3Client }>;
  private readonly baseUrl: string;

  constructor(private readonly settings: S3StorageSettings) {
    this.baseUrl = s3PublicBaseUrl(settings);
  }

  private connected(): Promise<{ s3: S3Sdk; client: S3Client }> {
    const { accessKeyId, secretAccessKey, region, endpoint } = this.settings;
    this.sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region,
        endpoint,
        // Custom endpoints rarely have per-bucket DNS names; path style works everywhere.
        forcePathStyle: endpoint !== undefined,
        // Without keys the SDK's default chain applies (instance role, AWS_* variables).
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      }),
    }));
    return this.sdk;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { s3, client } = await this.connected();
    await client.send(
      new s3.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE }),
    );
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { s3, client } = await this.connected();
    // S3 answers a delete of a missing key with success, as the port asks.
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async read(key: string): Promise<Buffer | undefined> {
    assertSafeKey(key);
    const { s3, client } = await this.connected();
    try {
      const object = await client.send(new s3.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') return undefined;
      throw err;
    }
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.baseUrl}/${key}`;
  }

  /** One ListObjectsV2 page (up to 1,000 keys) at a time. */
  async *list(prefix: string): AsyncIterable<StoredFile> {
    const { s3, client } = await this.connected();
    let token: string | undefined;
    do {
      const page = await client.send(new s3.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    void this.sdk?.then(({ client }) => client.destroy(), () => undefined);
  }
}
