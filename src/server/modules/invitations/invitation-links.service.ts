import { invitationExpiry } from '../../../domain/orders/beneficiary-invitation';
import { linkKey, linkToken, tokenHash } from '../../auth/link-token';
import type { CompanionInsert } from '../../db/statement-parts';
import type { MailMessage } from '../../mail/mailer';
import { invitationMail } from './invitation-mail';
import { invitationsPart } from './invitations.repo';

/** The invitations' own key, derived from the server's secret (auth/link-token.ts). */
export function invitationKey(serverSecret: string): Buffer {
  return linkKey(serverSecret, 'diaspora-hub beneficiary invitations v1');
}

export interface InvitationLinks {
  /** invitationKey(the server's secret). */
  key: Buffer;
  /** The public URL, for the links in mail and on the order page. */
  appUrl: string;
}

export function invitationToken(links: InvitationLinks, beneficiaryId: string, generation: number): string {
  return linkToken(links.key, beneficiaryId, generation);
}

export function invitationUrl(links: InvitationLinks, beneficiaryId: string, generation: number): string {
  return `${links.appUrl}/invite/${invitationToken(links, beneficiaryId, generation)}`;
}

export function invitationHash(links: InvitationLinks, beneficiaryId: string, generation: number): string {
  return tokenHash(invitationToken(links, beneficiaryId, generation));
}

interface NewOrderPeople {
  order: { id: string; planName: string };
  people: ReadonlyArray<{ id: string; firstName: string; email: string }>;
  /** The sponsor's first name. */
  sponsor: string;
  sentAt: Date;
}

/**
 * Each person's first link, as a part of the order's own statement, and the mail that carries it, for the same
 * statement's mail part (docs/decisions/041): placing an order stays one round trip, and no link is mailed for
 * an order that was not written.
 */
export function invitationsForNewOrder(
  links: InvitationLinks,
  { order, people, sponsor, sentAt }: NewOrderPeople,
): { part: CompanionInsert; mails: MailMessage[] } {
  const expiresAt = invitationExpiry(sentAt);
  const part = invitationsPart(
    people.map((person) => ({
      beneficiaryId: person.id,
      orderId: order.id,
      generation: 1,
      tokenHash: invitationHash(links, person.id, 1),
      sentAt,
      expiresAt,
    })),
  );
  const mails = people.map((person) =>
    invitationMail({
      to: person.email,
      firstName: person.firstName,
      sponsor,
      planName: order.planName,
      url: invitationUrl(links, person.id, 1),
      expiresAt,
    }),
  );
  return { part, mails };
}
