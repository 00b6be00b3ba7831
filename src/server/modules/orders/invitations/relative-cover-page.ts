import { formatCalendarDate } from '../../../../domain/calendar-date';
import {
  CARD_COVER_STATUS_EXPLANATIONS,
  CARD_COVER_STATUS_LABELS,
  EMERGENCY_LINE_SAMPLE_NOTE,
  type MemberCardView,
} from '../../../../domain/orders/member-card';
import { RELATIVE_PAGE_MESSAGES as M } from '../../../../domain/orders/relative-page-lifetime';
import { escapeHtml as e } from '../../../mail/escape-html';
import { cardQrSvg } from '../member-cards/member-cards.service';
import type { HospitalChoice } from './invitations.service';

/*
 * The lasting part of the relative's own page (docs/decisions/050): what she needs at a hospital's desk, first on
 * the page once her cover has a card: its status and dates, her card with the QR code a hospital scans (the same
 * public check as the PDF card's), her hospital and the provider's emergency line, and how to keep the page on her
 * home screen. Plain words, large text, 48 px targets, like the rest of her page.
 */

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

function emergencyLine(card: MemberCardView): string {
  const sample = card.emergencyLineIsSample ? `<p class="small">${e(EMERGENCY_LINE_SAMPLE_NOTE)}</p>` : '';
  return `<section aria-labelledby="emergency-title" id="emergency">
<h2 id="emergency-title">Emergency line</h2>
<p>${e(M.emergencyLead(card.providerName))}</p>
<p><a class="button" href="${e(telHref(card.emergencyLine))}">Call ${e(card.emergencyLine)}</a></p>
${sample}</section>`;
}

/** The catalogue's address line, with the town and state it does not already name. */
function addressOf(chosen: HospitalChoice): string {
  const more = [chosen.town, chosen.state].filter((part) => part && !chosen.location.includes(part));
  return [chosen.location, ...more].join(', ');
}

function hospital(chosen: HospitalChoice | undefined): string {
  const body = chosen
    ? `<p class="big">${e(chosen.name)}</p>
<dl><dt>Address</dt><dd>${e(addressOf(chosen))}</dd>
<dt>Phone</dt><dd class="plain">${e(M.hospitalPhoneUnknown)}</dd></dl>
<p><a href="#hospital">Change my hospital</a></p>`
    : `<p>${e(M.noHospitalYet)}</p><p><a href="#hospital">Choose my hospital</a></p>`;
  return `<section aria-labelledby="my-hospital-title" id="my-hospital"><h2 id="my-hospital-title">My hospital</h2>${body}</section>`;
}

function card(view: MemberCardView): string {
  const name = `${view.firstName} ${view.lastName}`.trim();
  return `<section aria-labelledby="card-title" id="card">
<h2 id="card-title">My member card</h2>
<p class="status">${e(CARD_COVER_STATUS_LABELS[view.coverStatus])}</p>
<p>${e(CARD_COVER_STATUS_EXPLANATIONS[view.coverStatus])}</p>
<dl><dt>Name</dt><dd>${e(name)}</dd>
<dt>Member number</dt><dd>${e(view.memberNumber)}</dd>
<dt>Plan</dt><dd>${e(`${view.planName}, ${view.providerName}`)}</dd>
<dt>Valid</dt><dd>${e(`${formatCalendarDate(view.validFrom)} to ${formatCalendarDate(view.validTo)}`)}</dd></dl>
<figure class="qr">${cardQrSvg(view.verifyUrl, 200, M.qrLabel)}
<figcaption>${e(M.qrCaption)}</figcaption></figure>
<p><a href="${e(view.verifyUrl)}">${e(M.openCheck)}</a></p>
</section>`;
}

/** The cover while it waits: no card yet, and the words the card itself would show. */
function waiting(): string {
  return `<section aria-labelledby="card-title" id="card">
<h2 id="card-title">My member card</h2>
<p class="status">${e(CARD_COVER_STATUS_LABELS['not-yet-active'])}</p>
<p>${e(M.cardOnceActive)}</p></section>`;
}

/**
 * 'Add to home screen': the browser's own offer where it makes one (relative-page.js shows the button on
 * `beforeinstallprompt`), and always the plain steps for Android's Chrome and the iPhone's Safari, which never
 * offers it to a page.
 */
function homeScreen(): string {
  const steps = (list: readonly string[]) => `<ol>${list.map((step) => `<li>${e(step)}</li>`).join('')}</ol>`;
  return `<section aria-labelledby="home-title" id="home-screen">
<h2 id="home-title">Add to home screen</h2>
<p>${e(M.homeLead)}</p>
<button type="button" id="add-to-home" hidden>Add to home screen</button>
<h3>Android phone (Chrome)</h3>${steps(M.androidSteps)}
<h3>iPhone (Safari)</h3>${steps(M.iphoneSteps)}
</section>`;
}

/** Her cover, first on the page: the card (or what it waits for), the emergency line, her hospital, home screen. */
export function coverSections(view: MemberCardView | undefined, chosen: HospitalChoice | undefined): string {
  return view
    ? `${card(view)}${emergencyLine(view)}${hospital(chosen)}${homeScreen()}`
    : `${waiting()}${hospital(chosen)}${homeScreen()}`;
}
