import { serverPage, type ServerPageFrame } from '../../../http/server-page';
import { escapeHtml } from '../../../mail/escape-html';
import { invitationPath } from '../../../../domain/orders/order-pages';
import { PRODUCT_NAME } from '../../../../domain/site/product-name';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../domain/languages';
import type { Translator } from '../../../../i18n/translate';

/**
 * The frame of the beneficiary's page (docs/decisions/041): plain HTML written by the server, like the card check
 * (038), because the relative opens it on whatever phone they have, often a cheap one on a slow network. The forms
 * post to the server, which answers with the page again; the one script only offers 'Add to home screen' (050).
 * Large text and targets, one column.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:18px;line-height:1.5;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:20px 16px 48px}
.brand{font-size:18px;font-weight:700;color:#0f766e;margin:0 0 12px}
h1{font-size:28px;line-height:1.2;margin:0 0 8px}
h2{font-size:22px;line-height:1.3;margin:0 0 8px}
section{background:#fff;border:1px solid #cbd5e1;border-radius:16px;padding:16px;margin:0 0 20px}
p{margin:0 0 12px}
label,legend{display:block;font-weight:600;margin:0 0 4px}
input,select,textarea{font:inherit;width:100%;min-height:48px;padding:10px 12px;border:2px solid #475569;border-radius:10px;background:#fff;color:#0f172a}
textarea{min-height:5em}
.field{margin:0 0 16px}
.error{color:#b91c1c;font-weight:600;margin:4px 0 0}
[aria-invalid=true]{border-color:#b91c1c}
button{font:inherit;font-weight:700;min-height:48px;padding:10px 20px;border-radius:10px;border:2px solid #0f766e;background:#0f766e;color:#fff;cursor:pointer;margin:0 8px 8px 0}
button.secondary{background:#fff;color:#0f766e}
.done{border-radius:12px;padding:12px 16px;background:#dcfce7;color:#14532d;border:2px solid #15803d;margin:0 0 20px;font-weight:600}
.answer{font-weight:600}
.statement{border-left:4px solid #0f766e;padding:4px 0 4px 12px;margin:0 0 12px}
.small{font-size:18px;color:#334155}
fieldset{border:0;margin:0 0 12px;padding:0}
.choices{max-height:28rem;overflow:auto;border:1px solid #cbd5e1;border-radius:10px}
.choice{display:flex;gap:12px;align-items:flex-start;padding:12px;border-bottom:1px solid #e2e8f0;font-weight:400}
.choice:last-child{border-bottom:0}
.choice input{width:24px;height:24px;min-height:0;margin:2px 0 0;flex:none}
.choice span{overflow-wrap:anywhere}
dl{margin:0}
dt{font-size:18px;color:#334155}
dd{margin:0 0 8px;font-weight:700;overflow-wrap:anywhere}
a{color:#0f766e}
a.button{display:inline-flex;align-items:center;min-height:48px;padding:10px 20px;border-radius:10px;background:#0f766e;color:#fff;font-weight:700;text-decoration:none}
section a:not(.button){display:inline-block;min-height:48px;padding:12px 0}
h3{font-size:18px;margin:16px 0 4px}
ol{margin:0 0 12px;padding-left:24px}
.status{font-size:22px;font-weight:700;margin:0 0 4px}
.big{font-size:20px;font-weight:700}
dd.plain{font-weight:400}
.qr{margin:16px 0;text-align:center}
.qr svg{display:block;margin:0 auto 8px;max-width:100%;height:auto}
button[hidden]{display:none}
.languages{margin:0 0 16px}
.languages form{display:flex;flex-wrap:wrap;gap:8px}
.languages button{margin:0;background:#fff;color:#0f766e;padding:10px 14px}
.languages button[aria-pressed=true]{background:#0f766e;color:#fff}
details{margin:0 0 12px}
summary{min-height:48px;padding:12px 0;cursor:pointer;font-weight:600;color:#0f766e}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.progress{margin:0 0 12px}
.progress p{font-weight:700;margin:0 0 8px}
.progress ol{display:flex;gap:6px;list-style:none;margin:0;padding:0}
.progress li{flex:1;height:10px;border-radius:5px;background:#cbd5e1}
.progress li.past,.progress li[aria-current=step]{background:#0f766e}
.progress li[aria-current=step]{outline:2px solid #0f172a;outline-offset:2px}
a.back{display:inline-flex;align-items:center;gap:8px;min-height:48px;padding:12px 0;font-weight:600}
a.button{border:2px solid #0f766e}
ul.links{list-style:none;margin:0;padding:0}
ul.links a{display:inline-flex;align-items:center;min-height:48px;padding:12px 0}
`;

/** The frame every beneficiary's page shares; invite.routes.ts sends the matching headers. */
export const INVITE_FRAME: ServerPageFrame = {
  brand: PRODUCT_NAME,
  style: STYLE,
  // Same-origin, not no-referrer: the page's forms post to the page itself (see ServerPageFrame).
  referrer: 'same-origin',
};

/** A beneficiary's page in her language; `title` comes before ' – Diaspora Hub'. */
export function page(language: Language, title: string, body: string, head = ''): string {
  return serverPage(INVITE_FRAME, title, body, head, language);
}

/**
 * The languages at the top of her page and code screen (docs/decisions/069): one button each, named in its own
 * language, posting to the page's language route, which stores the choice on her row.
 */
export function languageSwitch(t: Translator, current: Language, token: string, step?: string): string {
  const buttons = LANGUAGES.map(
    (language) =>
      `<button type="submit" name="language" value="${language}" lang="${language}" aria-pressed="${language === current}">${escapeHtml(LANGUAGE_NAMES[language])}</button>`,
  ).join('');
  return `<nav class="languages" aria-label="${escapeHtml(t('language.label'))}">
<form method="post" action="${escapeHtml(invitationPath(token))}/language">${step ? `<input type="hidden" name="step" value="${escapeHtml(step)}">` : ''}${buttons}</form>
</nav>`;
}

/** Where her page's own script and manifest are served (invite.routes.ts). */
export const RELATIVE_PAGE_SCRIPT = '/relative-page.js';
export const relativeManifestPath = (token: string) => `${invitationPath(token)}/manifest.webmanifest`;

/**
 * Her open page's extras (docs/decisions/050): its own web app manifest, so 'Add to home screen' opens this page
 * rather than the app's home, and the one small script that offers the browser's install prompt. The page works
 * without either.
 */
export function relativePageHead(token: string): string {
  return `<link rel="manifest" href="${escapeHtml(relativeManifestPath(token))}">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
<meta name="apple-mobile-web-app-title" content="My cover">
<script src="${RELATIVE_PAGE_SCRIPT}" defer></script>`;
}

/** A field's error under it, tied to the control by aria-describedby. */
export function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="error" id="${id}-error">${escapeHtml(message)}</p>` : '';
}

export function invalidAttributes(id: string, message: string | undefined): string {
  return message ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
}

export function messagePage(language: Language, title: string, message: string): string {
  return page(language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
