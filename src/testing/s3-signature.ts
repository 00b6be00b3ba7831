import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * AWS Signature Version 4 as S3 checks it (docs: "Authenticating Requests: Using the Authorization Header"), for
 * the S3 stub: the canonical request (method, path as sent, sorted query, the signed headers, the payload's
 * SHA-256), the string to sign, and the key derived from the secret, date, region and service. So a test against
 * the stub proves the app signs with the configured keys and region, as a real server would.
 */

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants for query names and values. */
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [uriEncode(decodeURIComponent(name)), uriEncode(decodeURIComponent(value))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export type SignatureProblem = 'AccessDenied' | 'InvalidAccessKeyId' | 'SignatureDoesNotMatch';

/** Why the request's signature is refused, or undefined when it is good for this key pair and region. */
export function signatureProblem(
  request: IncomingMessage,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): SignatureProblem | undefined {
  const match = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
  if (!match) return 'AccessDenied';
  const [, accessKeyId, date = '', region = '', signedHeaders = '', signature = ''] = match;
  if (accessKeyId !== keys.accessKeyId) return 'InvalidAccessKeyId';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (region !== keys.region || !amzDate.startsWith(date) || !payloadHash) return 'SignatureDoesNotMatch';
  const [path = '/', query = ''] = (request.url ?? '/').split('?');
  const headerNames = signedHeaders.split(';');
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery(query),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date), region), 's3'),
    'aws4_request',
  );
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? undefined
    : 'SignatureDoesNotMatch';
}

/** Whether the body is the one the signature covers (x-amz-content-sha256), unless the client left it unsigned. */
export function payloadMatches(request: IncomingMessage, body: Uint8Array): boolean {
  const declared = String(request.headers['x-amz-content-sha256'] ?? '');
  return declared === 'UNSIGNED-PAYLOAD' || declared === sha256(body);
}
