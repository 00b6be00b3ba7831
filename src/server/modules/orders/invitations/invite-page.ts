import { nearestFirst, stateInAddress } from '../../../../domain/orders/beneficiary-invitation';
import { COUNTRY_CODES } from '../../../../domain/orders/country-codes';
import { isNigerianState, NIGERIAN_STATES } from '../../../../domain/property/nigerian-locations';
import { translateEnglish, translator, type Translator } from '../../../../i18n/translate';
import { escapeHtml as e } from '../../../mail/escape-html';
import { fieldError, invalidAttributes, languageSwitch, page, relativePageHead } from './invite-page-layout';
import { coverSections, homeScreenSection } from './relative-cover-page';
import { backLink, progressLine, stepPath } from './relative-steps-frame';
import {
  firstStepToDo,
  REFUSAL_CONFIRMATION,
  type RelativeScreen,
} from '../../../../domain/orders/relative-steps';
import type { FieldErrors, InvitationPage } from './invitations.service';
import { invitationPath } from '../../../../domain/orders/order-pages';

export type Saved = 'details' | 'consent' | 'hospital';

export interface PageInput {
  /** The screen asked for (`?step=`, or the form's own step when it comes back with errors). */
  screen?: RelativeScreen;
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
<form method="get" action="${e(invitationPath(open.token))}">
<input type="hidden" name="step" value="hospital">
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

/**
 * The refusal's second look (issue 30, point 4): nothing is stored until she presses 'Yes, keep my answer', which
 * sends the refusal with its confirmation; 'No, go back' returns to the question.
 */
function refuseSection({ t }: Words, open: Open): string {
  return `<section aria-labelledby="refuse-title" id="refuse">
<h2 id="refuse-title">${e(t('refuse.title'))}</h2>
<p class="big">${e(t('refuse.why'))}</p>
<form method="post" action="${e(invitationPath(open.token))}/consent">
<input type="hidden" name="confirm" value="${REFUSAL_CONFIRMATION}">
<button type="submit" name="decision" value="refused" class="secondary">${e(t('refuse.keep'))}</button>
</form>
<p><a class="button" href="${e(stepPath(open.token, 'consent'))}">${e(t('refuse.back'))}</a></p>
</section>`;
}

/** Links back to each of her answers, to change any of them later (a refusal included). */
function changeAnswers({ t }: Words, open: Open): string {
  const link = (step: RelativeScreen, id: Parameters<Translator>[0]) =>
    `<li><a href="${e(stepPath(open.token, step))}">${e(t(id))}</a></li>`;
  return `<section aria-labelledby="answers-title" id="answers">
<h2 id="answers-title">${e(t('answers.title'))}</h2>
<ul class="links">${link('details', 'answers.details')}${link('consent', 'answers.consent')}${link('hospital', 'myHospital.change')}</ul>
</section>`;
}

/**
 * The last step, before her cover has a card: plainly that she is done and what happens next, as the rules have
 * it (docs/decisions/048: the cover starts the day after Diaspora Hub activates the order, once everyone on it has
 * agreed, and runs 12 months; her card then shows on this page). After a refusal it says the cover cannot start.
 */
function doneSection(words: Words, open: Open): string {
  const { t } = words;
  const refused = open.context.invitation.consentDecision === 'refused';
  const next = refused
    ? `<p><a class="button" href="${e(stepPath(open.token, 'consent'))}">${e(t('answers.consent'))}</a></p>`
    : `<h3>${e(t('done.nextTitle'))}</h3>
<ol>${(['done.next1', 'done.next2', 'done.next3'] as const).map((id) => `<li>${e(t(id))}</li>`).join('')}</ol>`;
  return `<section aria-labelledby="done-title" id="done">
<h2 id="done-title">${e(t(refused ? 'done.refusedTitle' : 'done.title'))}</h2>
<p class="${refused ? 'answer' : 'done'}">${e(t(refused ? 'done.refused' : 'done.thanks'))}</p>
${next}
</section>
${changeAnswers(words, open)}
${homeScreenSection(words.t)}`;
}

/** Which screen to show: the one asked for, else her card page once she has one, else the first step to do. */
function screenToShow(open: Open, asked: RelativeScreen | undefined): RelativeScreen | 'card' {
  if (asked && asked !== 'done') return asked;
  if (open.card) return 'card';
  return firstStepToDo(open.context.invitation);
}

function stepBody(words: Words, open: Open, input: PageInput, screen: RelativeScreen): string {
  if (screen === 'details') return detailsSection(words, open, input);
  if (screen === 'consent') return consentSection(words, open, input);
  if (screen === 'refuse') return refuseSection(words, open);
  if (screen === 'hospital') return hospitalSection(words, open, input);
  return doneSection(words, open);
}

/**
 * The person's own page, in her language (docs/decisions/069), one thing per screen (issue 30, point 4): the
 * language buttons and her name on each; then either one step with the progress line and 'Back', or, once her
 * cover has a card, the lasting page (docs/decisions/050): her card first, what she needs at a hospital's desk,
 * and links to change her answers. Her own full name: the page is hers.
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
  const screen = screenToShow(open, input.screen);
  const bought = `<p>${e(t('page.bought', { sponsor, plan: order.planName, provider: open.providerName }))}</p>`;
  const top = `${languageSwitch(t, language, open.token, screen === 'card' ? undefined : screen)}
<h1>${e(t('page.hello', { name }))}</h1>`;
  if (screen === 'card') {
    const chosen = open.hospitals.find((each) => each.id === invitation.hospitalId);
    return page(
      language,
      t('page.title'),
      `${top}
${bought}
<p>${e(t('page.keep'))}</p>
${savedNote(words, open, input.saved)}
${coverSections(t, open.card, chosen, stepPath(open.token, 'hospital'))}
${changeAnswers(words, open)}`,
      relativePageHead(open.token),
    );
  }
  const intro = screen === 'details' ? `${bought}\n<p>${e(t('page.intro'))}</p>` : '';
  return page(
    language,
    t('page.title'),
    `${top}
${progressLine(t, screen)}
${backLink(t, open.token, screen)}
${intro}
${savedNote(words, open, input.saved)}
${stepBody(words, open, input, screen)}`,
    relativePageHead(open.token),
  );
}
