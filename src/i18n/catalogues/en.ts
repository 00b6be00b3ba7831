import { LANGUAGE_MESSAGES } from '../../domain/languages';
import { INVITATION_MESSAGES as I } from '../../domain/orders/beneficiary-invitation';
import {
  CARD_COVER_STATUS_EXPLANATIONS as EXPLAINED,
  CARD_COVER_STATUS_LABELS as LABEL,
  EMERGENCY_LINE_SAMPLE_NOTE,
} from '../../domain/orders/member-card';
import { BENEFICIARY_MESSAGES as B, ORDER_MESSAGES } from '../../domain/orders/order.schema';
import { PROOF_MESSAGES as P } from '../../domain/orders/relative-proof';
import { RELATIVE_PAGE_MESSAGES as R } from '../../domain/orders/relative-page-lifetime';
import type { Catalogue } from '../catalogue';

/**
 * What the relative reads, in English: the list of message ids every language matches (docs/decisions/069).
 * Words the rest of the product shares (the sponsor's views, the card check) come from src/domain, so each stays
 * written once; the rest is ICU MessageFormat, placeholders in braces.
 */
export const EN_MESSAGES = {
  'language.label': 'Language',
  'language.change': 'Change language',
  'language.invalid': LANGUAGE_MESSAGES.language,

  'page.title': 'Your cover',
  'page.hello': 'Hello {name}',
  'page.someone': 'Someone in your family',
  'page.bought': '{sponsor} has bought {plan} health cover for you, from {provider}.',
  'page.keep': R.keepPage,
  'page.moreToDo': '{count, plural, one {One step is left below.} other {# steps are left below.}}',

  'page.intro': 'This page is for you only. There are three short steps, one on each screen.',
  'steps.label': 'Your steps',
  'steps.count': 'Step {step} of {total}: {name}',
  'steps.details': 'Your details',
  'steps.consent': 'Sharing your details',
  'steps.hospital': 'Your hospital',
  'steps.done': 'Done',
  'steps.back': 'Back',
  'refuse.title': 'Are you sure?',
  'refuse.why': 'Your cover cannot start without this.',
  'refuse.keep': 'Yes, keep my answer',
  'refuse.back': 'No, go back',
  'done.title': 'You are done',
  'done.thanks': 'Thank you. You have answered everything. Nothing more is needed from you now.',
  'done.refusedTitle': 'Your cover cannot start',
  'done.refused':
    'You said no to sharing your details, so your cover cannot start. You can change your answer at any time.',
  'done.nextTitle': 'What happens next',
  'done.next1': 'Diaspora Hub starts your cover once everyone it was bought for has said yes.',
  'done.next2': 'Your cover starts the next day and lasts 12 months.',
  'done.next3': 'Your member card will then be on this page. Open this same link to see it.',
  'answers.title': 'Change your answers',
  'answers.details': 'Change my phone number or address',
  'answers.consent': 'Change my answer about sharing',

  'saved.details': I.detailsSaved,
  'saved.consentGiven': I.consentGiven,
  'saved.consentRefused': I.consentRefused,
  'saved.hospital': I.hospitalSaved,

  'details.title': '1. Your phone number and address',
  'details.confirmedOn': 'You confirmed these on {date, date, long}.',
  'details.check': 'Check them and correct anything that is wrong.',
  'details.countryCode': 'Country code',
  'details.phoneNumber': 'Phone number',
  'details.address': 'Address',
  'details.confirm': 'Confirm my details',

  'consent.title': '2. Sharing your details with {provider}',
  'consent.intro': 'Your cover can only start if you agree. Nobody else can answer this for you.',
  'consent.statement':
    'I agree that Diaspora Hub can share my name, date of birth, phone number, address and the health facts my cover needs with {provider}. {provider} runs my health plan, {plan}. They use these details to sign me up and to pay the hospital for my care. Nobody else gets them. I can take back my yes at any time. I just write to Diaspora Hub, and the sharing stops. My cover cannot start without my yes.',
  'consent.moreDetail': 'More detail',
  'consent.legal':
    'The law calls health information “special category data” in the United Kingdom (UK General Data Protection Regulation) and “sensitive personal data” in Nigeria (Nigeria Data Protection Act 2023). Diaspora Hub keeps your answer with its date and the exact words you were shown.',
  'consent.gaveOn': 'You agreed on {date, date, long}. You can change your answer below.',
  'consent.refusedOn': 'You did not agree on {date, date, long}. You can change your answer below.',
  'consent.question': 'Do you agree?',
  'consent.agree': 'I agree',
  'consent.refuse': 'I do not agree',

  'hospital.title': '3. Your hospital',
  'hospital.lead': 'Choose the hospital you would go to first. Only hospitals that {plan} covers are listed.',
  'hospital.yours': 'Your hospital: {name}.',
  'hospital.state': 'Your state',
  'hospital.anyState': 'Any state',
  'hospital.nearFirst': 'Show hospitals near me first',
  'hospital.orderByState':
    'Hospitals in {state} come first, then the others by state. The list is by state, not by distance.',
  'hospital.chooseState': 'Choose your state to see the hospitals there first.',
  'hospital.sample': 'These hospital lists are sample data, not the provider’s full list.',
  'hospital.list': 'Hospitals that take your plan',
  'hospital.save': 'Save my hospital',

  'card.title': 'My member card',
  'card.status.active': LABEL.active,
  'card.status.notYetActive': LABEL['not-yet-active'],
  'card.status.expired': LABEL.expired,
  'card.status.cancelled': LABEL.cancelled,
  'card.status.revoked': LABEL.revoked,
  'card.explain.active': EXPLAINED.active,
  'card.explain.notYetActive': EXPLAINED['not-yet-active'],
  'card.explain.expired': EXPLAINED.expired,
  'card.explain.cancelled': EXPLAINED.cancelled,
  'card.explain.revoked': EXPLAINED.revoked,
  'card.name': 'Name',
  'card.memberNumber': 'Member number',
  'card.plan': 'Plan',
  'card.enrolledWith': 'Enrolled with {provider}: member ID',
  'card.valid': 'Valid',
  'card.validRange': '{from, date, long} to {to, date, long}',
  'card.qrLabel': R.qrLabel,
  'card.qrCaption': R.qrCaption,
  'card.openCheck': R.openCheck,
  'card.onceActive': R.cardOnceActive,

  'emergency.title': 'Emergency line',
  'emergency.lead': 'In an emergency, call {provider}. They will ask for the number on your card.',
  'emergency.call': 'Call {number}',
  'emergency.sample': EMERGENCY_LINE_SAMPLE_NOTE,

  'myHospital.title': 'My hospital',
  'myHospital.address': 'Address',
  'myHospital.phone': 'Phone',
  'myHospital.phoneUnknown': R.hospitalPhoneUnknown,
  'myHospital.change': 'Change my hospital',
  'myHospital.none': R.noHospitalYet,
  'myHospital.choose': 'Choose my hospital',

  'home.title': 'Add to home screen',
  'home.lead': R.homeLead,
  'home.button': 'Add to home screen',
  'home.android': 'Android phone (Chrome)',
  'home.android1': R.androidSteps[0],
  'home.android2': R.androidSteps[1],
  'home.android3': R.androidSteps[2],
  'home.iphone': 'iPhone (Safari)',
  'home.iphone1': R.iphoneSteps[0],
  'home.iphone2': R.iphoneSteps[1],
  'home.iphone3': R.iphoneSteps[2],

  'code.title': P.codeTitle,
  'code.intro': P.codeIntro,
  'code.send': P.sendCode,
  'code.sent': 'We sent a 6-digit code to {destination}',
  'code.label': P.codeLabel,
  'code.hint': P.codeHint,
  'code.confirm': P.confirm,
  'code.sendAgain': P.sendAgain,

  'error.codeShape': P.wrongShape,
  'error.codeWrong': P.wrong,
  'error.codeExpired': P.expired,
  'error.codeTooMany': P.tooMany,
  'error.codeNone': P.none,
  'error.noContact': P.noContact,
  'error.proofNeeded': P.proofNeeded,
  'error.tooManyCodes': P.tooManyCodes,
  'error.chooseConsent': I.chooseConsent,
  'error.chooseHospital': I.chooseHospital,
  'error.phoneNumber': B.phoneNumber,
  'error.nigerianMobile': B.nigerianMobile,
  'error.address': B.address,
  'error.countryCode': ORDER_MESSAGES.countryCode,
  'error.notFoundTitle': I.notFoundTitle,
  'error.notFound': I.notFound,
  'error.expiredTitle': I.expiredTitle,
  'error.expired':
    'This link no longer works. A link works for {days} days while the cover waits to start, then until {afterDays} days after the cover ends. Ask the person who bought the cover to send you a new one.',
  'error.tooManyTitle': 'Too many requests',
  'error.tooMany': I.tooMany,

  'sms.invitation':
    '{greeting} {sponsor} has bought {plan} health cover for you. Please confirm and give your answer on your own page: {url} - Diaspora Hub',
  'sms.reminder':
    '{greeting} Reminder: {sponsor} has bought {plan} health cover for you. Please confirm and give your answer on your own page: {url} - Diaspora Hub',
  'sms.code':
    'Your Diaspora Hub code is {code}. It works for {minutes} minutes. Do not share it with anyone, not even family: it opens your health cover page.',
  'greeting.named': 'Hello {name},',
  'greeting.plain': 'Hello,',

  'mail.subject': '{sponsor} has bought health cover for you | Diaspora Hub',
  'mail.reminderSubject': 'Reminder: {sponsor} has bought health cover for you | Diaspora Hub',
  'mail.lead': '{sponsor} has bought {plan} health cover for you through Diaspora Hub.',
  'mail.ask':
    'Please open your personal page to confirm your phone number and address, say whether you agree to your details being shared with the health plan’s provider, and choose your hospital. The page asks for a 6-digit code we send to your own phone or e-mail, so that only you can answer.',
  'mail.page': 'Your page: {url}',
  'mail.open': 'Open your page',
  'mail.until': 'The link is for you only and works until {date, date, long}.',
  'mail.codeSubject': 'Your code: {code} | Diaspora Hub',
} as const satisfies Record<string, string>;

export const en: Catalogue = {
  language: 'en',
  // The product's own language, written with the spec: nothing to review against.
  review: { status: 'reviewed', reviewedBy: 'Diaspora Hub (source language)', reviewedAt: '2026-11-29' },
  messages: EN_MESSAGES,
};
