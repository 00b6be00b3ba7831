import { createHash, createHmac } from 'node:crypto';

/**
 * Tokens for links that open one thing without an account (a member card's check, docs/decisions/038; a
 * beneficiary's invitation, 041): an HMAC-SHA256 of the thing's id and generation under a key derived from the
 * server's secret for that one purpose, base64url (256 bits). Never stored: the owner is shown it again by making it
 * again, and the link's page finds its row by the token's SHA-256, which is all the table holds. A new generation
 * gives a new token and leaves the old one matching nothing.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A key of its own per purpose, so a token reveals nothing about the session secret or another kind of link. */
export function linkKey(serverSecret: string, purpose: string): Buffer {
  return createHmac('sha256', serverSecret).update(purpose).digest();
}

export function linkToken(key: Buffer, id: string, generation: number): string {
  return createHmac('sha256', key).update(`${id}:${generation}`).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the text could be a token at all; anything else is not looked up. */
export function isLinkToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}
