import { AwsClient } from 'aws4fetch';
import { assertSafeKey, contentTypeOf, type MediaStorage } from './storage';

export interface S3StorageConfig {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public address of the bucket (a CDN or the bucket's website); photos are then linked there directly. */
  publicUrl?: string;
  /** Prefix of the api's own media route, used when there is no public address. */
  urlPrefix?: string;
}

/** Reads S3_* variables; undefined when S3_BUCKET is not set (the local folder is used then). */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3StorageConfig | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) return undefined;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} missing`);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: env.S3_PUBLIC_URL || undefined,
  };
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Scaleway…) addressed path-style
 * (`<endpoint>/<bucket>/<key>`), which every such service accepts. Requests are signed with SigV4.
 */
export class S3Storage implements MediaStorage {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly publicBase?: string;
  private readonly urlPrefix: string;

  constructor(config: S3StorageConfig) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
    });
    this.base = `${config.endpoint.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}`;
    this.publicBase = config.publicUrl?.replace(/\/$/, '');
    this.urlPrefix = config.urlPrefix ?? '/media';
  }

  private url(key: string): string {
    assertSafeKey(key);
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async fail(action: string, key: string, response: Response): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} ${key} failed: ${response.status} ${detail}`);
  }

  async put(key: string, body: Buffer, contentType = contentTypeOf(key)): Promise<void> {
    const response = await this.client.fetch(this.url(key), {
      method: 'PUT',
      // A copy on a plain ArrayBuffer, which fetch's body type asks for.
      body: Uint8Array.from(body),
      headers: {
        'content-type': contentType,
        // Keys carry a random part and are never rewritten: caches may keep them for good.
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
    if (!response.ok) await this.fail('put', key, response);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const response = await this.client.fetch(this.url(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) await this.fail('get', key, response);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? contentTypeOf(key),
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.url(key), { method: 'DELETE' });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) await this.fail('delete', key, response);
  }

  publicUrl(key: string): string {
    return this.publicBase ? `${this.publicBase}/${key}` : `${this.urlPrefix}/${key}`;
  }

  redirectUrl(key: string): string | undefined {
    return this.publicBase ? `${this.publicBase}/${key}` : undefined;
  }
}
