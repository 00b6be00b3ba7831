import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack signs each webhook request with one header: the lowercase hex HMAC-SHA512 of the exact request body,
 * keyed with the account's secret key (there is no separate webhook secret). It carries no timestamp, so a
 * replay is stopped by the event being applied once (payment_events), not by age (docs/decisions/046).
 */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

const SIGNATURE_FORMAT = /^[0-9a-f]{128}$/;

export function paystackSignature(secretKey: string, rawBody: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

/** True only for a well-formed signature whose HMAC matches, compared in constant time. */
export function hasValidPaystackSignature(
  secretKey: string,
  rawBody: string,
  header: string | null | undefined,
): boolean {
  const received = (header ?? '').trim().toLowerCase();
  if (!SIGNATURE_FORMAT.test(received)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(received, 'hex'));
}
