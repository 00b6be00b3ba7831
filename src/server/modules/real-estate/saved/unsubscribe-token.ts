import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A saved search's unsubscribe token (docs/decisions/043): an HMAC-SHA256 of the search's id under a key derived
 * from the server's secret, base64url. Nothing is stored: the link is made again for each alert, and once the
 * search is deleted (unsubscribed, by its owner, or with the account) its link matches nothing.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The alerts' own key, so a token reveals nothing about the secret it is derived from. */
export function unsubscribeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('diaspora-hub saved search unsubscribe v1').digest();
}

export function unsubscribeToken(key: Buffer, searchId: string): string {
  return createHmac('sha256', key).update(searchId).digest('base64url');
}

export function isUnsubscribeToken(key: Buffer, searchId: string, token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(unsubscribeToken(key, searchId)));
}

/** The path the alert links to; the page there is the server's own (unsubscribe.routes.ts). */
export const unsubscribePath = (key: Buffer, searchId: string) =>
  `/unsubscribe/${searchId}/${unsubscribeToken(key, searchId)}`;
