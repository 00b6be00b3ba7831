import { createHmac, timingSafeEqual } from 'node:crypto';
import { linkKey, linkToken, tokenHash } from '../../../auth/link-token';
import type { CompanionInsert } from '../../../db/statement-parts';
import { invitationsPart } from './invitations.repo';
import { invitationPath } from '../../../../domain/orders/order-pages';

/** The invitations' own key, derived from the server's secret (auth/link-token.ts). */
export function invitationKey(serverSecret: string): Buffer {
  return linkKey(serverSecret, 'diaspora-hub beneficiary invitations v1');
}

export interface InvitationLinks {
  /** invitationKey(the server's secret); the share links', codes' and devices' keys are derived from it. */
  key: Buffer;
  /** The public URL, for the links in mail and SMS. */
  appUrl: string;
}

/** A key of its own for each use of the invitation key, so a token of one kind never works as another. */
function keyFor(links: InvitationLinks, purpose: 'share' | 'code' | 'device'): Buffer {
  return createHmac('sha256', links.key).update(purpose).digest();
}

/** The person's own link's token: sent by the server to her own phone or e-mail only, never shown to anyone else. */
export function invitationToken(links: InvitationLinks, beneficiaryId: string, generation: number): string {
  return linkToken(links.key, beneficiaryId, generation);
}

/** The link the sponsor shares on WhatsApp: another token for the same page (docs/decisions/049). */
export function shareToken(links: InvitationLinks, beneficiaryId: string, generation: number): string {
  return linkToken(keyFor(links, 'share'), beneficiaryId, generation);
}

export const inviteUrl = (links: InvitationLinks, token: string) => `${links.appUrl}${invitationPath(token)}`;

export function invitationUrl(links: InvitationLinks, beneficiaryId: string, generation: number): string {
  return inviteUrl(links, invitationToken(links, beneficiaryId, generation));
}

/** Both hashes a generation's row holds: its own link's and the share link's. */
export function linkHashes(links: InvitationLinks, beneficiaryId: string, generation: number) {
  return {
    tokenHash: tokenHash(invitationToken(links, beneficiaryId, generation)),
    shareTokenHash: tokenHash(shareToken(links, beneficiaryId, generation)),
  };
}

/** A 6-digit code as stored: keyed to the person, so the table's hashes cannot be reversed by trying a million codes. */
export function codeHash(links: InvitationLinks, beneficiaryId: string, code: string): string {
  return createHmac('sha256', keyFor(links, 'code')).update(`${beneficiaryId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a proven device's cookie says: when the code was entered and where it had been sent. */
export interface DeviceProof {
  provenAt: Date;
  channel: 'sms' | 'email';
}

function deviceMac(links: InvitationLinks, beneficiaryId: string, generation: number, body: string) {
  return createHmac('sha256', keyFor(links, 'device'))
    .update(`${beneficiaryId}:${generation}:${body}`)
    .digest('base64url');
}

/** The signed cookie a device gets once the code was entered; tied to the person and the link's generation. */
export function deviceCookie(
  links: InvitationLinks,
  beneficiaryId: string,
  generation: number,
  proof: DeviceProof,
): string {
  const body = `${proof.provenAt.getTime()}.${proof.channel}`;
  return `${body}.${deviceMac(links, beneficiaryId, generation, body)}`;
}

/** The proof a cookie carries, or undefined for a missing, forged or older generation's cookie. */
export function readDeviceCookie(
  links: InvitationLinks,
  beneficiaryId: string,
  generation: number,
  cookie: string | undefined,
): DeviceProof | undefined {
  const match = /^(\d{1,15})\.(sms|email)\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '');
  if (!match) return undefined;
  const [, at, channel, mac] = match as unknown as [string, string, 'sms' | 'email', string];
  if (!sameHash(mac, deviceMac(links, beneficiaryId, generation, `${at}.${channel}`))) return undefined;
  return { provenAt: new Date(Number(at)), channel };
}

/**
 * Each person's row, written with the order (docs/decisions/041) but with no link yet: the links are made and sent
 * only in the transaction that makes the order paid (docs/decisions/049).
 */
export function invitationsForNewOrder(
  people: ReadonlyArray<{ id: string }>,
  orderId: string,
): CompanionInsert {
  return invitationsPart(
    people.map((person) => ({
      beneficiaryId: person.id,
      orderId,
      generation: 0,
      tokenHash: null,
      sentAt: null,
      expiresAt: null,
    })),
  );
}
