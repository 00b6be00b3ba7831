import { PROOF_MESSAGES } from '../../../../domain/orders/relative-proof';
import { escapeHtml as e } from '../../../mail/escape-html';
import { fieldError, invalidAttributes, page } from './invite-page-layout';
import type { InvitationPage } from './invitations.service';
import { invitationPath } from '../../../../domain/orders/order-pages';

type Prove = Extract<InvitationPage, { kind: 'prove' }>;

/**
 * The code screen a device sees before the person's page (docs/decisions/049): who the page is for, a button that
 * sends a code to her own phone or e-mail, and once sent, where it went and a field for it. Plain forms, no script.
 */
export function provePage(prove: Prove, input: { error?: string } = {}): string {
  const { person, invitation } = prove.context;
  const action = (path: string) => `${e(invitationPath(prove.token))}/${path}`;
  const sent =
    invitation.codeHash && invitation.codeDestination && invitation.codeExpiresAt
      ? invitation.codeDestination
      : undefined;
  const enter = sent
    ? `<p class="done" role="status">${e(PROOF_MESSAGES.codeSent(sent))}</p>
<form method="post" action="${action('verify')}" novalidate>
<div class="field"><label for="code">${e(PROOF_MESSAGES.codeLabel)}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="9"${invalidAttributes('code', input.error)}>
<p class="small">${e(PROOF_MESSAGES.codeHint)}</p>
${fieldError('code', input.error)}</div>
<button type="submit">${e(PROOF_MESSAGES.confirm)}</button>
</form>`
    : input.error
      ? `<p class="error" role="alert">${e(input.error)}</p>`
      : '';
  return page(
    PROOF_MESSAGES.codeTitle,
    `<h1>Hello ${e(person.firstName ?? '')}</h1>
<h2>${e(PROOF_MESSAGES.codeTitle)}</h2>
<p>${e(PROOF_MESSAGES.codeIntro)}</p>
${enter}
<form method="post" action="${action('code')}">
<button type="submit"${sent ? ' class="secondary"' : ''}>${e(sent ? PROOF_MESSAGES.sendAgain : PROOF_MESSAGES.sendCode)}</button>
</form>`,
  );
}
