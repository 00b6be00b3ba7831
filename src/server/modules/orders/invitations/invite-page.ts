import { nearestFirst, stateInAddress } from '../../../../domain/orders/beneficiary-invitation';
import { COUNTRY_CODES } from '../../../../domain/orders/country-codes';
import { isNigerianState, NIGERIAN_STATES } from '../../../../domain/property/nigerian-locations';
import { translateEnglish, translator, type Translator } from '../../../../i18n/translate';
import { escapeHtml as e } from '../../../mail/escape-html';
import { fieldError, invalidAttributes, languageSwitch, page, relativePageHead } from './invite-page-layout';
import { coverSections } from './relative-cover-page';
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

/** One page's words: her language's translator, and a field's error (written in English by the rules) in it. */
interface Words {
  t: Translator;
  error: (message: string | undefined) => string | undefined;
}

function savedNote({ t }: Words, open: Open, saved: Saved | undefined): string {
  if (!saved) return '';
  const decision = open.context.invitation.consentDecision;
  const text =
    saved === 'details'
      ? t('saved.details')
      : saved === 'hospital'
        ? t('saved.hospital')
        : decision === 'refused'
          ? t('saved.consentRefused')
          : t('saved.consentGiven');
  return `<p class="done" role="status">${e(text)}</p>`;
}

function detailsSection({ t, error }: Words, open: Open, input: PageInput): string {
  const { person, invitation } = open.context;
  const errors = input.errors ?? {};
  const form = input.form ?? {};
  const code = form.countryCode ?? person.countryCode ?? '+234';
  const options = COUNTRY_CODES.map(
    (option) =>
      `<option value="${e(option.code)}"${option.code === code ? ' selected' : ''}>${e(`${option.country} (${option.code})`)}</option>`,
  ).join('');
  const confirmed = invitation.detailsConfirmedAt
    ? `<p class="answer">${e(t('details.confirmedOn', { date: invitation.detailsConfirmedAt }))}</p>`
    : `<p>${e(t('details.check'))}</p>`;
  const [countryCode, phoneNumber, address] = [
    error(errors.countryCode),
    error(errors.phoneNumber),
    error(errors.address),
  ];
  return `<section aria-labelledby="details-title" id="details">
<h2 id="details-title">${e(t('details.title'))}</h2>
${confirmed}
<form method="post" action="${e(invitationPath(open.token))}/details" novalidate>
<div class="field"><label for="countryCode">${e(t('details.countryCode'))}</label>
<select id="countryCode" name="countryCode"${invalidAttributes('countryCode', countryCode)}>${options}</select>
${fieldError('countryCode', countryCode)}</div>
<div class="field"><label for="phoneNumber">${e(t('details.phoneNumber'))}</label>
<input id="phoneNumber" name="phoneNumber" type="tel" autocomplete="tel-national" value="${e(form.phoneNumber ?? person.phoneNumber ?? '')}"${invalidAttributes('phoneNumber', phoneNumber)}>
${fieldError('phoneNumber', phoneNumber)}</div>
<div class="field"><label for="address">${e(t('details.address'))}</label>
<textarea id="address" name="address" autocomplete="street-address"${invalidAttributes('address', address)}>${e(form.address ?? person.address ?? '')}</textarea>
${fieldError('address', address)}</div>
<button type="submit">${e(t('details.confirm'))}</button>
</form>
</section>`;
}

/**
 * The consent in plain words (issue 30, point 3): what is shared, with whom, why and how to take it back; the laws
 * it answers to under 'More detail', for whoever wants them.
 */
function consentSection({ t, error: errorOf }: Words, open: Open, input: PageInput): string {
  const { invitation, order } = open.context;
  const error = errorOf(input.errors?.decision);
  const answer =
    invitation.consentDecision && invitation.consentDecidedAt
      ? `<p class="answer">${e(t(invitation.consentDecision === 'given' ? 'consent.gaveOn' : 'consent.refusedOn', { date: invitation.consentDecidedAt }))}</p>`
      : '';
  const statement = t('consent.statement', { provider: open.providerName, plan: order.planName });
  return `<section aria-labelledby="consent-title" id="consent">
<h2 id="consent-title">${e(t('consent.title', { provider: open.providerName }))}</h2>
<p>${e(t('consent.intro'))}</p>
<p class="statement" id="statement">${e(statement)}</p>
<details><summary>${e(t('consent.moreDetail'))}</summary><p class="small">${e(t('consent.legal'))}</p></details>
${answer}
<form method="post" action="${e(invitationPath(open.token))}/consent">
<fieldset aria-describedby="statement${error ? ' decision-error' : ''}"><legend>${e(t('consent.question'))}</legend>
<button type="submit" name="decision" value="given">${e(t('consent.agree'))}</button>
<button type="submit" name="decision" value="refused" class="secondary">${e(t('consent.refuse'))}</button>
${fieldError('decision', error)}</fieldset>
</form>
</section>`;
}

function hospitalSection({ t, error: errorOf }: Words, open: Open, input: PageInput): string {
  const { person, invitation } = open.context;
  const chosenState = input.state && isNigerianState(input.state) ? input.state : undefined;
  const state = chosenState ?? stateInAddress(person.address ?? '', NIGERIAN_STATES);
  const hospitals = nearestFirst(open.hospitals, state);
  const error = errorOf(input.errors?.hospital);
  const chosenId = input.form?.hospital ?? invitation.hospitalId;
  const stateOptions = ['', ...NIGERIAN_STATES]
    .map(
      (name) =>
        `<option value="${e(name)}"${name === state ? ' selected' : ''}>${e(name || t('hospital.anyState'))}</option>`,
    )
    .join('');
  const order = state ? t('hospital.orderByState', { state }) : t('hospital.chooseState');
  // No 'tier' here (issue 30, point 3): the plan's network is the list, and the word means nothing to her.
  const choices = hospitals
    .map(
      (h) =>
        `<label class="choice"><input type="radio" name="hospital" value="${e(h.id)}"${h.id === chosenId ? ' checked' : ''}><span><strong>${e(h.name)}</strong><br>${e([h.town, h.state].filter(Boolean).join(', '))}</span></label>`,
    )
    .join('');
  const chosen = invitation.hospitalName
    ? `<p class="answer">${e(t('hospital.yours', { name: invitation.hospitalName }))}</p>`
    : '';
  const sample = hospitals.some((h) => h.sample) ? `<p class="small">${e(t('hospital.sample'))}</p>` : '';
  return `<section aria-labelledby="hospital-title" id="hospital">
<h2 id="hospital-title">${e(t('hospital.title'))}</h2>
<p>${e(t('hospital.lead', { plan: open.context.order.planName }))}</p>
${chosen}
<form method="get" action="${e(invitationPath(open.token))}#hospital">
<div class="field"><label for="state">${e(t('hospital.state'))}</label>
<select id="state" name="state">${stateOptions}</select></div>
<button type="submit" class="secondary">${e(t('hospital.nearFirst'))}</button>
</form>
<p id="hospital-order">${e(order)}</p>
${sample}
<form method="post" action="${e(invitationPath(open.token))}/hospital">
<fieldset aria-describedby="hospital-order${error ? ' hospital-error' : ''}"><legend>${e(t('hospital.list'))}</legend>
${fieldError('hospital', error)}
<div class="choices">${choices}</div></fieldset>
<button type="submit">${e(t('hospital.save'))}</button>
</form>
</section>`;
}

/** How many of her three answers are still missing: details confirmed, consent given, hospital chosen. */
export function stepsLeft(invitation: Open['context']['invitation']): number {
  return [
    !invitation.detailsConfirmedAt,
    invitation.consentDecision !== 'given',
    !invitation.hospitalId,
  ].filter(Boolean).length;
}

/** The line under the greeting: her card's page to keep, what is left to do, or that she is done. */
function leadNote({ t }: Words, open: Open): string {
  if (open.card) return t('page.keep');
  const left = stepsLeft(open.context.invitation);
  if (left === 0) return t('page.allDone');
  if (left === 3) return t('page.steps');
  return t('page.moreToDo', { count: left });
}

/**
 * The person's own page, in her language (docs/decisions/069): the language buttons, who bought the cover, then her
 * cover (card, emergency line, hospital, home screen: docs/decisions/050), then the three things to do. Her own
 * full name: the page is hers.
 */
export function invitationPage(open: Open, input: PageInput = {}): string {
  const { person, order, sponsorFirstName, invitation } = open.context;
  const language = person.language;
  const words: Words = {
    t: translator(language),
    error: (message) => message && translateEnglish(language, message),
  };
  const { t } = words;
  const sponsor = sponsorFirstName?.trim() || t('page.someone');
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const chosen = open.hospitals.find((each) => each.id === invitation.hospitalId);
  const lead = leadNote(words, open);
  return page(
    language,
    t('page.title'),
    `${languageSwitch(t, language, open.token)}
<h1>${e(t('page.hello', { name }))}</h1>
<p>${e(t('page.bought', { sponsor, plan: order.planName, provider: open.providerName }))}</p>
<p${stepsLeft(invitation) === 0 && !open.card ? ' class="done"' : ''}>${e(lead)}</p>
${savedNote(words, open, input.saved)}
${coverSections(t, open.card, chosen)}
${detailsSection(words, open, input)}
${consentSection(words, open, input)}
${hospitalSection(words, open, input)}`,
    relativePageHead(open.token),
  );
}
