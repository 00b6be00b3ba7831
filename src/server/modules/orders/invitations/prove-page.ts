import { translateEnglish, translator } from '../../../../i18n/translate';
import { escapeHtml as e } from '../../../mail/escape-html';
import { fieldError, invalidAttributes, languageSwitch, page } from './invite-page-layout';
import type { InvitationPage } from './invitations.service';
import { invitationPath } from '../../../../domain/orders/order-pages';

type Prove = Extract<InvitationPage, { kind: 'prove' }>;

/**
 * The code screen a device sees before the person's page (docs/decisions/049), in her language (069): who the page
 * is for, a button that sends a code to her own phone or e-mail, and once sent, where it went and a field for it.
 * Plain forms, no script.
 */
export function provePage(prove: Prove, input: { error?: string } = {}): string {
  const { person, invitation } = prove.context;
  const language = person.language;
  const t = translator(language);
  const error = input.error && translateEnglish(language, input.error);
  const action = (path: string) => `${e(invitationPath(prove.token))}/${path}`;
  const sent =
    invitation.codeHash && invitation.codeDestination && invitation.codeExpiresAt
      ? invitation.codeDestination
      : undefined;
  const enter = sent
    ? `<p class="done" role="status">${e(t('code.sent', { destination: sent }))}</p>
<form method="post" action="${action('verify')}" novalidate>
<div class="field"><label for="code">${e(t('code.label'))}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="9"${invalidAttributes('code', error)}>
<p class="small">${e(t('code.hint'))}</p>
${fieldError('code', error)}</div>
<button type="submit">${e(t('code.confirm'))}</button>
</form>`
    : error
      ? `<p class="error" role="alert">${e(error)}</p>`
      : '';
  return page(
    language,
    t('code.title'),
    `${languageSwitch(t, language, prove.token)}
<h1>${e(t('page.hello', { name: person.firstName ?? '' }))}</h1>
<h2>${e(t('code.title'))}</h2>
<p>${e(t('code.intro'))}</p>
${enter}
<form method="post" action="${action('code')}">
<button type="submit"${sent ? ' class="secondary"' : ''}>${e(sent ? t('code.sendAgain') : t('code.send'))}</button>
</form>`,
  );
}
