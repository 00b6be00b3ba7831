import { PARTNER_INVITATION_DAYS } from '../../../domain/partners/partner-invitation';
import { PRODUCT_NAME } from '../../../domain/site/product-name';
import type { MailMessage } from '../../mail/mailer';
import { oneLinkMail } from '../../mail/one-link-mail';

/** The invitation to a partner's person: who it is for, the one link, how long it works. */
export function partnerInvitationMail({
  to,
  organisationName,
  url,
}: {
  to: string;
  organisationName: string;
  url: string;
}): MailMessage {
  const lead = `You are invited to join ${organisationName} on the ${PRODUCT_NAME} partner portal. Open this link to choose your password:`;
  return oneLinkMail({
    to,
    subject: `Join ${organisationName} on ${PRODUCT_NAME}`,
    productName: PRODUCT_NAME,
    textLead: lead,
    htmlLead: `You are invited to join ${organisationName} on the ${PRODUCT_NAME} partner portal.`,
    url,
    linkLabel: 'Accept the invitation',
    validity: `The link works once, for ${PARTNER_INVITATION_DAYS} days. You will set up two-factor authentication when you first sign in.`,
    ignore: 'If you did not expect this, you can ignore this message.',
  });
}
