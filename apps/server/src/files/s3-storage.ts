import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { ConfigError, type Config } from '../config.ts';
import { fileKey, isFileKey, type FileStorage } from './storage.ts';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_REGION; unset = aws4fetch's guess from the host (right for AWS, `us-east-1` for any other host). */
  region?: string;
};

/** Parts of a multipart upload: S3's minimum is 5 MB; one part at a time is held in memory. */
const partBytes = 8 * 1024 * 1024;

export function s3Config(
  config: Pick<Config, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION'>,
): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    ...(S3_REGION ? { region: S3_REGION } : {}),
  };
}

/**
 * The SigV4 signer for these settings. The region is part of the signature: a store outside AWS (Scaleway
 * `fr-par`, Hetzner `fsn1`, Garage's own name) refuses a request signed for aws4fetch's guess, `us-east-1`.
 */
export function s3Client(settings: S3Settings): AwsClient {
  const { accessKeyId, secretAccessKey, region } = settings;
  return new AwsClient({ accessKeyId, secretAccessKey, service: 's3', ...(region ? { region } : {}) });
}

/** The `<Code>` of an S3 error answer (`NoSuchBucket`, `InvalidAccessKeyId`…), if it has one. */
function errorCode(xml: string): string | undefined {
  return /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];
}

/**
 * Checks at start-up that the bucket exists and the credentials are accepted (one signed ListObjectsV2 of
 * one key), and throws one line that says which setting is wrong — a wrong setting would otherwise only
 * show at the first upload, as a missing file.
 */
export async function checkS3Storage(settings: S3Settings): Promise<void> {
  const client = s3Client(settings);
  const where = `bucket "${settings.bucket}" at ${settings.endpoint}`;
  let response: Response;
  try {
    response = await client.fetch(`${settings.endpoint}/${encodeURIComponent(settings.bucket)}?list-type=2&max-keys=1`, {
      method: 'GET',
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    throw new S3SettingsError(`S3 storage: ${settings.endpoint} is not reachable (${cause}). Check S3_ENDPOINT.`);
  }
  if (response.ok) return;
  const code = errorCode(await response.text().catch(() => '')) ?? `HTTP ${response.status}`;
  if (code === 'NoSuchBucket' || response.status === 404) {
    throw new S3SettingsError(`S3 storage: ${where} does not exist (${code}). Create it or fix S3_BUCKET.`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new S3SettingsError(`S3 storage: ${where} refused the credentials (${code}). Check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`);
  }
  throw new S3SettingsError(`S3 storage: ${where} answered ${code} to a test listing.`);
}

/** A wrong S3_* setting found at start-up; its message is the one line the process prints. */
export class S3SettingsError extends ConfigError {}

/**
 * Uploads in an S3-compatible store (AWS S3, MinIO, R2…), path-style addressing, requests signed with
 * aws4fetch. `put` is a multipart upload of 8 MB parts (a file under one part is a single PUT), so no
 * whole file is held in memory; a failed upload is aborted.
 */
/** The text of an XML element (the five predefined entities decoded). */
function xmlText(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return raw.replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => entities[name]!);
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = s3Client(settings);
  const objectUrl = (key: string, query = '') => {
    if (!isFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    return `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${key}${query}`;
  };
  // A Buffer is a Uint8Array, which fetch sends as is; the DOM typings do not say so.
  const bytes = (data: Buffer) => data as unknown as NonNullable<RequestInit['body']>;
  const call = async (url: string, init: RequestInit) => {
    const response = await client.fetch(url, init);
    if (!response.ok) {
      const err = new Error(`S3 ${init.method ?? 'GET'} failed: ${response.status} ${await response.text().catch(() => '')}`.trim());
      // A missing object is a missing file, as for the other stores.
      throw response.status === 404 ? Object.assign(err, { code: 'ENOENT' }) : err;
    }
    return response;
  };

  async function* parts(body: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
    let pending: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      pending.push(bytes);
      size += bytes.length;
      if (size >= partBytes) {
        yield Buffer.concat(pending, size);
        pending = [];
        size = 0;
      }
    }
    if (size > 0 || pending.length === 0) yield Buffer.concat(pending, size);
  }

  return {
    kind: 's3',
    async put(body, options = {}) {
      const key = options.key ?? fileKey(options.extension);
      const iterator = parts(body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      const first = await iterator.next();
      const second = first.done ? first : await iterator.next();
      if (second.done) {
        const data = first.done ? Buffer.alloc(0) : first.value;
        await call(objectUrl(key), { method: 'PUT', body: bytes(data) });
        return { key, size: data.length };
      }
      const started = await call(objectUrl(key, '?uploads'), { method: 'POST' });
      const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await started.text())?.[1];
      if (!uploadId) throw new Error('S3 did not start a multipart upload');
      const query = (extra: string) => `?${extra}uploadId=${encodeURIComponent(uploadId)}`;
      const etags: string[] = [];
      let size = 0;
      try {
        let part: IteratorResult<Buffer> = first;
        for (let n = 1; !part.done; n++) {
          const response = await call(objectUrl(key, query(`partNumber=${n}&`)), { method: 'PUT', body: bytes(part.value) });
          etags.push(response.headers.get('etag') ?? '');
          size += part.value.length;
          part = n === 1 ? second : await iterator.next();
        }
        const xml = `<CompleteMultipartUpload>${etags.map((e, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${e}</ETag></Part>`).join('')}</CompleteMultipartUpload>`;
        await call(objectUrl(key, query('')), { method: 'POST', body: xml });
      } catch (err) {
        await client.fetch(objectUrl(key, query('')), { method: 'DELETE' }).catch(() => {});
        throw err;
      }
      return { key, size };
    },
    get(key) {
      const url = objectUrl(key);
      async function* bytes(): AsyncGenerator<Uint8Array> {
        const response = await call(url, { method: 'GET' });
        if (!response.body) return;
        yield* Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) as AsyncIterable<Uint8Array>;
      }
      return Readable.from(bytes(), { objectMode: false });
    },
    localPath() {
      throw new Error('Files kept in S3 have no local path');
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE failed: ${response.status}`);
    },
    async *list() {
      // ListObjectsV2, 1,000 keys a page; objects whose names are no key of ours are left alone.
      const bucketUrl = `${settings.endpoint}/${encodeURIComponent(settings.bucket)}`;
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', 'max-keys': '1000' });
        if (token) query.set('continuation-token', token);
        const xml = await (await call(`${bucketUrl}?${query.toString()}`, { method: 'GET' })).text();
        for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlText(/<Key>([^<]*)<\/Key>/.exec(body!)?.[1]);
          const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(body!)?.[1];
          if (key && isFileKey(key)) yield { key, modifiedAt: modified ? new Date(modified) : new Date(0) };
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1])
          : undefined;
      } while (token);
    },
  };
}
