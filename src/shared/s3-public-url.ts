import type { Config } from '../config.js';

/**
 * Where browsers load S3-stored files from: S3_PUBLIC_URL, else path style on a custom endpoint,
 * else the bucket's AWS address. Catalogue's S3 storage builds its URLs on it, the HTTP shell its
 * image origin (content security policy).
 */
export function s3PublicBaseUrl(settings: Omit<Extract<Config['storage'], { kind: 's3' }>, 'kind'>): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, '');
  if (settings.endpoint) return `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}`;
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}
