import type { CardCoverStatus, MemberCardView } from '../../../../domain/orders/member-card';
import type { MessageId } from '../../../../i18n/catalogue';
import type { Translator } from '../../../../i18n/translate';
import { escapeHtml as e } from '../../../mail/escape-html';
import { cardQrSvg } from '../member-cards/member-cards.service';
import type { HospitalChoice } from './invitations.service';

/*
 * The lasting part of the relative's own page (docs/decisions/050): what she needs at a hospital's desk, first on
 * the page once her cover has a card: its status and dates, her card with the QR code a hospital scans (the same
 * public check as the PDF card's), her hospital and the provider's emergency line, and how to keep the page on her
 * home screen. Plain words in her language (docs/decisions/069), large text, 48 px targets, like the rest of her page.
 */

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Each cover status's label and what it means, in her language. */
const STATUS: Record<CardCoverStatus, { label: MessageId; explained: MessageId }> = {
  active: { label: 'card.status.active', explained: 'card.explain.active' },
  'not-yet-active': { label: 'card.status.notYetActive', explained: 'card.explain.notYetActive' },
  expired: { label: 'card.status.expired', explained: 'card.explain.expired' },
  cancelled: { label: 'card.status.cancelled', explained: 'card.explain.cancelled' },
  revoked: { label: 'card.status.revoked', explained: 'card.explain.revoked' },
};

function emergencyLine(t: Translator, card: MemberCardView): string {
  const sample = card.emergencyLineIsSample ? `<p class="small">${e(t('emergency.sample'))}</p>` : '';
  return `<section aria-labelledby="emergency-title" id="emergency">
<h2 id="emergency-title">${e(t('emergency.title'))}</h2>
<p>${e(t('emergency.lead', { provider: card.providerName }))}</p>
<p><a class="button" href="${e(telHref(card.emergencyLine))}">${e(t('emergency.call', { number: card.emergencyLine }))}</a></p>
${sample}</section>`;
}

/** The catalogue's address line, with the town and state it does not already name. */
function addressOf(chosen: HospitalChoice): string {
  const more = [chosen.town, chosen.state].filter((part) => part && !chosen.location.includes(part));
  return [chosen.location, ...more].join(', ');
}

function hospital(t: Translator, chosen: HospitalChoice | undefined, change: string): string {
  const body = chosen
    ? `<p class="big">${e(chosen.name)}</p>
<dl><dt>${e(t('myHospital.address'))}</dt><dd>${e(addressOf(chosen))}</dd>
<dt>${e(t('myHospital.phone'))}</dt><dd class="plain">${e(t('myHospital.phoneUnknown'))}</dd></dl>
<p><a href="${e(change)}">${e(t('myHospital.change'))}</a></p>`
    : `<p>${e(t('myHospital.none'))}</p><p><a href="${e(change)}">${e(t('myHospital.choose'))}</a></p>`;
  return `<section aria-labelledby="my-hospital-title" id="my-hospital"><h2 id="my-hospital-title">${e(t('myHospital.title'))}</h2>${body}</section>`;
}

function card(t: Translator, view: MemberCardView): string {
  const name = `${view.firstName} ${view.lastName}`.trim();
  return `<section aria-labelledby="card-title" id="card">
<h2 id="card-title">${e(t('card.title'))}</h2>
<p class="status">${e(t(STATUS[view.coverStatus].label))}</p>
<p>${e(t(STATUS[view.coverStatus].explained))}</p>
<dl><dt>${e(t('card.name'))}</dt><dd>${e(name)}</dd>
<dt>${e(t('card.memberNumber'))}</dt><dd>${e(view.memberNumber)}</dd>
<dt>${e(t('card.plan'))}</dt><dd>${e(`${view.planName}, ${view.providerName}`)}</dd>
${view.providerMemberId ? `<dt>${e(t('card.enrolledWith', { provider: view.providerName }))}</dt><dd>${e(view.providerMemberId)}</dd>\n` : ''}<dt>${e(t('card.valid'))}</dt><dd>${e(t('card.validRange', { from: view.validFrom, to: view.validTo }))}</dd></dl>
<figure class="qr">${cardQrSvg(view.verifyUrl, 200, t('card.qrLabel'))}
<figcaption>${e(t('card.qrCaption'))}</figcaption></figure>
<p><a href="${e(view.verifyUrl)}">${e(t('card.openCheck'))}</a></p>
</section>`;
}

/** The cover while it waits: no card yet, and the words the card itself would show. */
function waiting(t: Translator): string {
  return `<section aria-labelledby="card-title" id="card">
<h2 id="card-title">${e(t('card.title'))}</h2>
<p class="status">${e(t(STATUS['not-yet-active'].label))}</p>
<p>${e(t('card.onceActive'))}</p></section>`;
}

/**
 * 'Add to home screen': the browser's own offer where it makes one (relative-page.js shows the button on
 * `beforeinstallprompt`), and always the plain steps for Android's Chrome and the iPhone's Safari, which never
 * offers it to a page.
 */
export function homeScreenSection(t: Translator): string {
  const steps = (ids: readonly MessageId[]) => `<ol>${ids.map((id) => `<li>${e(t(id))}</li>`).join('')}</ol>`;
  return `<section aria-labelledby="home-title" id="home-screen">
<h2 id="home-title">${e(t('home.title'))}</h2>
<p>${e(t('home.lead'))}</p>
<button type="button" id="add-to-home" hidden>${e(t('home.button'))}</button>
<h3>${e(t('home.android'))}</h3>${steps(['home.android1', 'home.android2', 'home.android3'])}
<h3>${e(t('home.iphone'))}</h3>${steps(['home.iphone1', 'home.iphone2', 'home.iphone3'])}
</section>`;
}

/** Her cover, first on the page: the card (or what it waits for), the emergency line, her hospital, home screen. */
export function coverSections(
  t: Translator,
  view: MemberCardView | undefined,
  chosen: HospitalChoice | undefined,
  /** Where 'Change my hospital' goes: her hospital step. */
  changeHospital: string,
): string {
  const home = homeScreenSection(t);
  return view
    ? `${card(t, view)}${emergencyLine(t, view)}${hospital(t, chosen, changeHospital)}${home}`
    : `${waiting(t)}${hospital(t, chosen, changeHospital)}${home}`;
}
