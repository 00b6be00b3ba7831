import { createHmac } from 'node:crypto';

/**
 * What a receiver checks: `v1=` and the hex HMAC-SHA256, under the endpoint's secret, of the timestamp (Unix
 * seconds, also sent as X-DiasporaHub-Timestamp), a dot and the raw body. The timestamp inside the signature lets
 * the receiver refuse an old request replayed.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers of one attempt. The event id is the same on every attempt: the receiver's key for doing it once. */
export function webhookHeaders(input: {
  secret: string;
  timestamp: number;
  body: string;
  eventId: string;
  eventType: string;
  deliveryId: string;
  attempt: number;
}): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'DiasporaHub-Webhooks/1',
    'x-diasporahub-event': input.eventType,
    'x-diasporahub-event-id': input.eventId,
    'x-diasporahub-delivery': input.deliveryId,
    'x-diasporahub-attempt': String(input.attempt),
    'x-diasporahub-timestamp': String(input.timestamp),
    'x-diasporahub-signature': webhookSignature(input.secret, input.timestamp, input.body),
  };
}
