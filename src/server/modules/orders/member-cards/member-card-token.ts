import { isLinkToken, linkKey, linkToken } from '../../../auth/link-token';

/**
 * The verification page's token (docs/decisions/038): a link token (auth/link-token.ts) of the card's id and
 * generation. A re-issued card gets a new generation, so a new token, and the old one matches nothing.
 */

export { tokenHash } from '../../../auth/link-token';

/** The cards' own key, so a token reveals nothing about the session secret it is derived from. */
export function memberCardKey(serverSecret: string): Buffer {
  return linkKey(serverSecret, 'diaspora-hub member card tokens v1');
}

export function cardToken(key: Buffer, cardId: string, generation: number): string {
  return linkToken(key, cardId, generation);
}

export const isCardToken = isLinkToken;
