import type { OrderStatus } from '../../../../domain/orders/order-status';
import { coverEndOf, relativeLinkExpiry } from '../../../../domain/orders/relative-page-lifetime';
import { isNigerianMobile } from '../../../../domain/orders/relative-proof';
import type { Db } from '../../../db/client';
import { findProfile } from '../../accounts';
import type { MessagesOut } from '../../notifications';
import { findOrderById } from '../orders.service';
import { invitationMail } from './invitation-mail';
import { invitationSms, smsNumber } from './invitation-sms';
import { invitationUrl, linkHashes, type InvitationLinks } from './invitation-links.service';
import { listOrderInvitations, markInvited, renewLink } from './invitations.repo';

export type OrderPerson = Awaited<ReturnType<typeof listOrderInvitations>>[number];

export const linksOf = (out: Pick<MessagesOut, 'invitationKey' | 'appUrl'>): InvitationLinks => ({
  key: out.invitationKey,
  appUrl: out.appUrl,
});

interface SendContext {
  order: { id: string; planName: string; status: OrderStatus; coverageEndDate: string };
  /** The sponsor's first name, or empty. */
  sponsor: string;
  now: Date;
}

/** The sponsor's first name from their profile, for the mail and SMS; empty once the account is gone. */
export async function sponsorName(db: Db, userId: string | null): Promise<string> {
  return userId ? ((await findProfile(db, userId))?.firstName ?? '') : '';
}

/**
 * Sends a person her link, straight to her own contact (docs/decisions/049): by mail when the order holds her
 * e-mail, by SMS to her Nigerian mobile. A new link (the next generation) unless `reuse` names a current one, as a
 * reminder does. Queued in the caller's transaction. Returns the generation sent.
 */
export async function sendLink(
  tx: Db,
  out: MessagesOut,
  { order, sponsor, now }: SendContext,
  person: OrderPerson,
  options: { reminder?: boolean } = {},
): Promise<number> {
  const links = linksOf(out);
  const current = person.invitation;
  const reuse = options.reminder && current?.tokenHash && current.expiresAt && current.expiresAt > now;
  // A link sent once the cover has dates lasts as her page does (docs/decisions/050).
  const expiresAt = reuse
    ? current.expiresAt!
    : relativeLinkExpiry({ sentAt: now, coverEnds: [coverEndOf(order)] });
  const generation = reuse
    ? current.generation
    : await renewLink(
        tx,
        { beneficiaryId: person.beneficiaryId, orderId: order.id },
        (next) => linkHashes(links, person.beneficiaryId, next),
        now,
        expiresAt,
      );
  const url = invitationUrl(links, person.beneficiaryId, generation);
  const words = {
    firstName: person.firstName ?? '',
    sponsor,
    planName: order.planName,
    url,
    reminder: options.reminder ?? false,
    language: person.language,
  };
  await out.mail.enqueue(tx, [
    person.email ? invitationMail({ to: person.email, ...words, expiresAt }) : undefined,
  ]);
  const mobile =
    person.countryCode && person.phoneNumber && isNigerianMobile(person.countryCode, person.phoneNumber);
  await out.sms.enqueue(tx, [
    mobile ? invitationSms(smsNumber(person.countryCode!, person.phoneNumber!), words) : undefined,
  ]);
  return generation;
}

/**
 * The people of an order that has just become paid get their links, in that transaction (docs/decisions/049):
 * nobody is told of a cover before it is paid for. Each person once: one invited earlier (an order placed before
 * this rule, or a link the sponsor sent) is not invited again.
 */
export async function inviteOnPayment(tx: Db, orderId: string, out: MessagesOut, now: Date): Promise<void> {
  const order = await findOrderById(tx, orderId);
  if (!order || order.personalDataRemovedAt) return;
  const context = { order, sponsor: await sponsorName(tx, order.userId), now };
  for (const person of await listOrderInvitations(tx, orderId)) {
    if (person.invitation?.invitedAt) continue;
    // Rows are written with the order; a person on an order placed before 041 gets hers here.
    await sendLink(tx, out, context, person);
    await markInvited(tx, person.beneficiaryId, now);
  }
}
