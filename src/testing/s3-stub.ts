import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3StorageConfig } from '../server/storage/photo-storage-config';
import { payloadMatches, signatureProblem } from './s3-signature';

/**
 * A local stand-in for an S3-compatible object store (docs/decisions/077-shared-files.md), so the object store
 * runs end to end with no network, as Paystack's and Termii's stubs do. It follows the S3 REST API for the calls
 * the app and its tests make, path-style (`/<bucket>/<key>`), every request signed with Signature Version 4:
 *   - PutObject (PUT): stores the body with its Content-Type; answers 200 with the ETag (the body's MD5);
 *   - GetObject (GET) and HeadObject (HEAD): the object with Content-Type, Content-Length, ETag, Last-Modified;
 *     404 NoSuchKey (HEAD: no body, as S3);
 *   - DeleteObject (DELETE): 204, whether or not the object was there;
 *   - ListObjectsV2 (GET /<bucket>?list-type=2, with prefix, max-keys, continuation-token, start-after): the
 *     ListBucketResult XML, in key order, truncated with a NextContinuationToken.
 * Errors are S3's XML (<Error><Code>...), with its status: 403 for a bad signature or key, 404 for an unknown bucket.
 * Streaming (aws-chunked) uploads are refused with 501 NotImplemented rather than stored wrong.
 */

export interface StubObject {
  data: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface S3Stub {
  /** The endpoint, for S3_ENDPOINT: http://127.0.0.1:<port>. */
  url: string;
  /** The objects of each bucket, by key. */
  buckets: Map<string, Map<string, StubObject>>;
  /** The settings an app needs to use this stub's bucket under `prefix`. */
  storageConfig(prefix?: string): S3StorageConfig;
  close(): Promise<void>;
}

export const STUB_S3_KEYS = {
  accessKeyId: 'AKIASTUBSTUBSTUBSTUB',
  secretAccessKey: 'stub/secret/key/for/the/local/s3/stub/only0',
  region: 'eu-west-2',
};
export const STUB_S3_BUCKET = 'dh-uploads';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

function sendError(response: ServerResponse, status: number, code: string, message: string, head = false) {
  const body = xml(
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>` +
      `<RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`,
  );
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(head ? undefined : body);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function objectHeaders(object: StubObject) {
  return {
    'content-type': object.contentType,
    'content-length': String(object.data.length),
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
  };
}

function listObjects(
  response: ServerResponse,
  name: string,
  objects: Map<string, StubObject>,
  query: URLSearchParams,
) {
  const prefix = query.get('prefix') ?? '';
  const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000) || 1000, 1000);
  const token = query.get('continuation-token');
  const after = token ? Buffer.from(token, 'base64url').toString() : (query.get('start-after') ?? '');
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page
    .map((key) => {
      const object = objects.get(key) as StubObject;
      return (
        `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified>` +
        `<ETag>${escapeXml(object.etag)}</ETag><Size>${object.data.length}</Size>` +
        '<StorageClass>STANDARD</StorageClass></Contents>'
      );
    })
    .join('');
  const next = truncated ? Buffer.from(page.at(-1) ?? '').toString('base64url') : undefined;
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    xml(
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
        `<Name>${escapeXml(name)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
        `<MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}` +
        (token ? `<ContinuationToken>${escapeXml(token)}</ContinuationToken>` : '') +
        (next ? `<NextContinuationToken>${next}</NextContinuationToken>` : '') +
        '</ListBucketResult>',
    ),
  );
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  buckets: Map<string, Map<string, StubObject>>,
) {
  const head = request.method === 'HEAD';
  const problem = signatureProblem(request, STUB_S3_KEYS);
  if (problem)
    return sendError(response, 403, problem, 'The request signature we calculated does not match.', head);
  const url = new URL(request.url ?? '/', 'http://stub');
  const [, bucketName = '', ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const objects = buckets.get(bucketName);
  if (!objects) return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);

  if (!key) {
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      return listObjects(response, bucketName, objects, url.searchParams);
    }
    return sendError(response, 501, 'NotImplemented', 'Only ListObjectsV2 is served on a bucket');
  }
  if (request.method === 'PUT') {
    if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) {
      return sendError(response, 501, 'NotImplemented', 'Streaming uploads are not served by the stub');
    }
    const data = await readBody(request);
    if (!payloadMatches(request, data)) {
      return sendError(response, 400, 'XAmzContentSHA256Mismatch', 'The body does not match its SHA-256');
    }
    const etag = `"${createHash('md5').update(data).digest('hex')}"`;
    const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream');
    objects.set(key, { data, contentType, etag, lastModified: new Date() });
    response.writeHead(200, { etag });
    return response.end();
  }
  if (request.method === 'GET' || head) {
    const object = objects.get(key);
    if (!object) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', head);
    response.writeHead(200, objectHeaders(object));
    return response.end(head ? undefined : object.data);
  }
  if (request.method === 'DELETE') {
    objects.delete(key);
    response.writeHead(204);
    return response.end();
  }
  return sendError(response, 405, 'MethodNotAllowed', 'The method is not allowed against this resource.');
}

/** Starts the stub on a free loopback port with one empty bucket, STUB_S3_BUCKET. */
export async function startS3Stub(): Promise<S3Stub> {
  const buckets = new Map([[STUB_S3_BUCKET, new Map<string, StubObject>()]]);
  const server = createServer((request, response) => {
    handle(request, response, buckets).catch((error: unknown) => {
      sendError(response, 500, 'InternalError', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    buckets,
    storageConfig: (prefix = '') => ({
      bucket: STUB_S3_BUCKET,
      prefix,
      endpoint: url,
      region: STUB_S3_KEYS.region,
      forcePathStyle: true,
      credentials: { accessKeyId: STUB_S3_KEYS.accessKeyId, secretAccessKey: STUB_S3_KEYS.secretAccessKey },
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
