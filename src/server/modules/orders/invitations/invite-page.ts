import { formatCalendarDate } from '../../../../domain/calendar-date';
import {
  CURRENT_CONSENT_VERSION,
  INVITATION_MESSAGES,
  nearestFirst,
  stateInAddress,
} from '../../../../domain/orders/beneficiary-invitation';
import { COUNTRY_CODES } from '../../../../domain/orders/country-codes';
import { isNigerianState, NIGERIAN_STATES } from '../../../../domain/property/nigerian-locations';
import { escapeHtml as e } from '../../../mail/escape-html';
import { fieldError, invalidAttributes, page, relativePageHead } from './invite-page-layout';
import { coverSections } from './relative-cover-page';
import { RELATIVE_PAGE_MESSAGES } from '../../../../domain/orders/relative-page-lifetime';
import type { FieldErrors, InvitationPage } from './invitations.service';
import { invitationPath } from '../../../../domain/orders/order-pages';

export type Saved = 'details' | 'consent' | 'hospital';

export interface PageInput {
  /** What was just saved, for the note at the top. */
  saved?: Saved;
  /** The state the hospital list starts from, as chosen on the page. */
  state?: string;
  /** A form sent back with its errors and what was typed. */
  errors?: FieldErrors;
  form?: Record<string, string>;
}

type Open = Extract<InvitationPage, { kind: 'open' }>;

const dateOf = (at: Date) => formatCalendarDate(at.toISOString().slice(0, 10));

function savedNote(open: Open, saved: Saved | undefined): string {
  if (!saved) return '';
  const decision = open.context.invitation.consentDecision;
  const text =
    saved === 'details'
      ? INVITATION_MESSAGES.detailsSaved
      : saved === 'hospital'
        ? INVITATION_MESSAGES.hospitalSaved
        : decision === 'refused'
          ? INVITATION_MESSAGES.consentRefused
          : INVITATION_MESSAGES.consentGiven;
  return `<p class="done" role="status">${e(text)}</p>`;
}

function detailsSection(open: Open, input: PageInput): string {
  const { person, invitation } = open.context;
  const errors = input.errors ?? {};
  const form = input.form ?? {};
  const code = form.countryCode ?? person.countryCode ?? '+234';
  const options = COUNTRY_CODES.map(
    (option) =>
      `<option value="${e(option.code)}"${option.code === code ? ' selected' : ''}>${e(`${option.country} (${option.code})`)}</option>`,
  ).join('');
  const confirmed = invitation.detailsConfirmedAt
    ? `<p class="answer">You confirmed these on ${e(dateOf(invitation.detailsConfirmedAt))}.</p>`
    : '<p>Check them and correct anything that is wrong.</p>';
  return `<section aria-labelledby="details-title" id="details">
<h2 id="details-title">1. Your phone number and address</h2>
${confirmed}
<form method="post" action="${e(invitationPath(open.token))}/details" novalidate>
<div class="field"><label for="countryCode">Country code</label>
<select id="countryCode" name="countryCode"${invalidAttributes('countryCode', errors.countryCode)}>${options}</select>
${fieldError('countryCode', errors.countryCode)}</div>
<div class="field"><label for="phoneNumber">Phone number</label>
<input id="phoneNumber" name="phoneNumber" type="tel" autocomplete="tel-national" value="${e(form.phoneNumber ?? person.phoneNumber ?? '')}"${invalidAttributes('phoneNumber', errors.phoneNumber)}>
${fieldError('phoneNumber', errors.phoneNumber)}</div>
<div class="field"><label for="address">Address</label>
<textarea id="address" name="address" autocomplete="street-address"${invalidAttributes('address', errors.address)}>${e(form.address ?? person.address ?? '')}</textarea>
${fieldError('address', errors.address)}</div>
<button type="submit">Confirm my details</button>
</form>
</section>`;
}

function consentSection(open: Open, input: PageInput): string {
  const { invitation } = open.context;
  const error = input.errors?.decision;
  const answer =
    invitation.consentDecision && invitation.consentDecidedAt
      ? `<p class="answer">${invitation.consentDecision === 'given' ? 'You agreed' : 'You did not agree'} on ${e(dateOf(invitation.consentDecidedAt))}. You can change your answer below.</p>`
      : '';
  return `<section aria-labelledby="consent-title" id="consent">
<h2 id="consent-title">2. Sharing your details with ${e(open.providerName)}</h2>
<p>Your cover can only start if you agree. Nobody else can answer this for you.</p>
<p class="statement" id="statement">${e(open.statement)}</p>
<p class="small">Statement version: ${e(CURRENT_CONSENT_VERSION)}</p>
${answer}
<form method="post" action="${e(invitationPath(open.token))}/consent">
<fieldset aria-describedby="statement${error ? ' decision-error' : ''}"><legend>Do you agree?</legend>
<button type="submit" name="decision" value="given">I agree</button>
<button type="submit" name="decision" value="refused" class="secondary">I do not agree</button>
${fieldError('decision', error)}</fieldset>
</form>
</section>`;
}

function hospitalSection(open: Open, input: PageInput): string {
  const { person, invitation } = open.context;
  const chosenState = input.state && isNigerianState(input.state) ? input.state : undefined;
  const state = chosenState ?? stateInAddress(person.address ?? '', NIGERIAN_STATES);
  const hospitals = nearestFirst(open.hospitals, state);
  const error = input.errors?.hospital;
  const chosenId = input.form?.hospital ?? invitation.hospitalId;
  const stateOptions = ['', ...NIGERIAN_STATES]
    .map(
      (name) =>
        `<option value="${e(name)}"${name === state ? ' selected' : ''}>${e(name || 'Any state')}</option>`,
    )
    .join('');
  const order = state
    ? `Hospitals in ${state} come first, then the others by state. The list is by state, not by distance.`
    : 'Choose your state to see the hospitals there first.';
  const choices = hospitals
    .map(
      (h) =>
        `<label class="choice"><input type="radio" name="hospital" value="${e(h.id)}"${h.id === chosenId ? ' checked' : ''}><span><strong>${e(h.name)}</strong><br>${e([h.town, h.state].filter(Boolean).join(', '))} · ${e(h.tier)}</span></label>`,
    )
    .join('');
  const chosen = invitation.hospitalName
    ? `<p class="answer">Your hospital: ${e(invitation.hospitalName)}.</p>`
    : '';
  const sample = hospitals.some((h) => h.sample)
    ? '<p class="small">These hospital lists are sample data, not the provider’s full list.</p>'
    : '';
  return `<section aria-labelledby="hospital-title" id="hospital">
<h2 id="hospital-title">3. Your hospital</h2>
<p>Choose the hospital you would go to first. Only hospitals that ${e(open.context.order.planName)} covers are listed.</p>
${chosen}
<form method="get" action="${e(invitationPath(open.token))}#hospital">
<div class="field"><label for="state">Your state</label>
<select id="state" name="state">${stateOptions}</select></div>
<button type="submit" class="secondary">Show hospitals near me first</button>
</form>
<p id="hospital-order">${e(order)}</p>
${sample}
<form method="post" action="${e(invitationPath(open.token))}/hospital">
<fieldset aria-describedby="hospital-order${error ? ' hospital-error' : ''}"><legend>Hospitals that take your plan</legend>
${fieldError('hospital', error)}
<div class="choices">${choices}</div></fieldset>
<button type="submit">Save my hospital</button>
</form>
</section>`;
}

/**
 * The person's own page: who bought the cover, then her cover (card, emergency line, hospital, home screen:
 * docs/decisions/050), then the three things to do. Her own full name: the page is hers.
 */
export function invitationPage(open: Open, input: PageInput = {}): string {
  const { person, order, sponsorFirstName, invitation } = open.context;
  const sponsor = sponsorFirstName?.trim() || 'Someone in your family';
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const chosen = open.hospitals.find((each) => each.id === invitation.hospitalId);
  return page(
    'Your cover',
    `<h1>Hello ${e(name)}</h1>
<p>${e(sponsor)} has bought <strong>${e(order.planName)}</strong> health cover for you, from ${e(open.providerName)}.</p>
<p>${e(open.card ? RELATIVE_PAGE_MESSAGES.keepPage : 'This page is for you only. Please do the three steps below.')}</p>
${savedNote(open, input.saved)}
${coverSections(open.card, chosen)}
${detailsSection(open, input)}
${consentSection(open, input)}
${hospitalSection(open, input)}`,
    relativePageHead(open.token),
  );
}
