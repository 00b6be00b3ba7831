import { DELETION_CONFIRM_TTL_HOURS } from '../../../domain/accounts/deletion-link';
import { PRODUCT_NAME } from '../../../domain/site/product-name';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mailer';

/**
 * The link that confirms a signed-out deletion request. It says nothing of whether an account exists for the
 * address, and opening it deletes nothing: the page asks for a button press first.
 */
export function confirmDeletionMail({ to, url }: { to: string; url: string }): MailMessage {
  const asked = `Someone asked ${PRODUCT_NAME} to delete the account and personal data of this email address, ${to}.`;
  const open = `If it was you, open this link and press 'Confirm deletion request' within ${DELETION_CONFIRM_TTL_HOURS} hours:`;
  const ignore = 'If it was not you, ignore this message: nothing will be deleted.';
  return {
    to,
    subject: `Confirm your account deletion request | ${PRODUCT_NAME}`,
    text: ['Hello,', '', asked, open, '', url, '', ignore, '', PRODUCT_NAME].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(asked)}</p>`,
      `<p>${escapeHtml(open)}</p>`,
      `<p><a href="${escapeHtml(url)}">Confirm my deletion request</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join('\n'),
  };
}
