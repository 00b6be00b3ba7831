import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicOnlyLookup } from './webhook-address';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface PostOutcome {
  /** The endpoint's status; null when it never answered. */
  statusCode: number | null;
  durationMs: number;
  /** Why it failed without an answer (or 'HTTP <status>'); null for a 2xx. Never the secret nor the body. */
  error: string | null;
}

export interface PostOptions {
  /** Production refuses addresses that are not public, checked as the socket connects (webhook-address.ts). */
  publicOnly: boolean;
  timeoutMs?: number;
}

function errorText(error: NodeJS.ErrnoException, timeoutMs: number): string {
  if (error.name === 'AbortError' || error.name === 'TimeoutError')
    return `no answer within ${timeoutMs / 1000} s`;
  if (error.code === 'EPRIVATEADDRESS') return 'the endpoint resolved to an address that is not public';
  return error.code ? `connection failed (${error.code})` : 'connection failed';
}

/**
 * One POST of a webhook: no redirect followed (a 3xx is a failure like any non-2xx), the answer's body read and
 * dropped, the whole exchange ended after the timeout. Never throws: the outcome is the delivery log's line.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { publicOnly, timeoutMs = WEBHOOK_TIMEOUT_MS }: PostOptions,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const target = new URL(url);
    const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (publicOnly && isIP(literal) && !isPublicAddress(literal)) {
      resolve({
        statusCode: null,
        durationMs: 0,
        error: errorText(Object.assign(new Error(), { code: 'EPRIVATEADDRESS' }), timeoutMs),
      });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      signal: AbortSignal.timeout(timeoutMs),
      ...(publicOnly ? { lookup: publicOnlyLookup } : {}),
    });
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? null;
      response.resume();
      response.on('end', () => {
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        resolve({ statusCode, durationMs: elapsed(), error: ok ? null : `HTTP ${statusCode}` });
      });
      response.on('error', (error) =>
        resolve({ statusCode, durationMs: elapsed(), error: errorText(error, timeoutMs) }),
      );
    });
    request.on('error', (error) =>
      resolve({ statusCode: null, durationMs: elapsed(), error: errorText(error, timeoutMs) }),
    );
    request.end(body);
  });
}
