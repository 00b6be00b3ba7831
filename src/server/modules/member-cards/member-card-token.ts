import { createHash, createHmac } from 'node:crypto';

/**
 * The verification page's token (docs/decisions/038): an HMAC-SHA256 of the card's id and generation under a key
 * derived from the server's secret, base64url (256 bits). It is never stored: the card's owner is shown it again
 * by making it again, and the verification page finds the card by the token's SHA-256, which is all the table holds.
 * A new generation (a re-issued card) gives a new token and leaves the old one matching nothing.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The cards' own key, so a token reveals nothing about the session secret it is derived from. */
export function memberCardKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('diaspora-hub member card tokens v1').digest();
}

export function cardToken(key: Buffer, cardId: string, generation: number): string {
  return createHmac('sha256', key).update(`${cardId}:${generation}`).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the text could be a token at all; anything else is not looked up. */
export function isCardToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}
