import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The card provider signs each webhook request with one header (docs/decisions/016):
 *
 *   x-payment-signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA256 of "<t>.<raw body>" with PAYMENT_WEBHOOK_SECRET>
 *
 * The timestamp is inside what is signed, so a captured request can be replayed only within the window below;
 * inside it, the provider's event id (stored once, in payment_events) makes a replay change nothing.
 */
export const SIGNATURE_HEADER = 'x-payment-signature';
/** A request signed longer ago than this is refused. */
export const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;
/** Tolerance for a provider's clock running ahead of ours. */
export const SIGNATURE_MAX_AHEAD_SECONDS = 60;

const HEADER_FORMAT = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

function hmacHex(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The header value for `rawBody` signed at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/**
 * True only for a well-formed header, signed inside the time window, whose HMAC matches. The HMAC is compared in
 * constant time, so the response time tells a forger nothing about how close a guess was.
 */
export function hasValidSignature(
  secret: string,
  rawBody: string,
  header: string | null | undefined,
  now: Date,
): boolean {
  const match = HEADER_FORMAT.exec(header ?? '');
  if (!match) return false;
  const timestamp = Number(match[1]);
  const age = unixSeconds(now) - timestamp;
  if (age > SIGNATURE_MAX_AGE_SECONDS || age < -SIGNATURE_MAX_AHEAD_SECONDS) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
