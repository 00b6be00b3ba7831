import { findPlan } from '../../../../domain/catalogue/catalogue';
import { findProvider } from '../../../../domain/catalogue/providers';
import {
  CONSENT_DECISIONS,
  CONSENT_STATEMENTS,
  CURRENT_CONSENT_VERSION,
  INVITATION_MESSAGES,
  invitationExpiry,
  type ConsentDecision,
} from '../../../../domain/orders/beneficiary-invitation';
import { refusalNeedsAsking } from '../../../../domain/orders/relative-steps';
import { consentChangeNotice } from '../../../../domain/orders/consent-change-notice';
import { coverEndOf, relativeLinkExpiry } from '../../../../domain/orders/relative-page-lifetime';
import { BeneficiaryContactSchema } from '../../../../domain/orders/order.schema';
import { orderDetailPath } from '../../../../domain/orders/order-pages';
import type { MemberCardView } from '../../../../domain/orders/member-card';
import { isLinkToken, tokenHash } from '../../../auth/link-token';
import type { Db } from '../../../db/client';
import { cardOfBeneficiary } from '../member-cards/member-cards.service';
import { announce, type MessagesOut } from '../../notifications';
import { liveRenewalOf, saveBeneficiaryContact } from '../orders.service';
import { readDeviceCookie, type DeviceProof, type InvitationLinks } from './invitation-links.service';
import {
  findByTokenHash,
  planHospitals,
  saveLanguage,
  updateAnswer,
  type InvitationContext,
} from './invitations.repo';
import { isLanguage, LANGUAGE_MESSAGES, type Language } from '../../../../domain/languages';

export interface InvitationDeps {
  db: Db;
  links: InvitationLinks;
  mailOut: MessagesOut;
  /** memberCardKey(the server's secret), for the person's own card once the cover is active. */
  cardKey: Buffer;
  now?: () => Date;
}

export type HospitalChoice = Awaited<ReturnType<typeof planHospitals>>[number];

export type InvitationPage =
  | { kind: 'not-found' }
  /** An old link: its 410 page is still in her language. */
  | { kind: 'expired'; language: Language }
  /** A device that has not entered the code yet: the code screen (docs/decisions/049). */
  | { kind: 'prove'; token: string; context: InvitationContext }
  | {
      kind: 'open';
      token: string;
      context: InvitationContext;
      providerName: string;
      statement: string;
      hospitals: HospitalChoice[];
      card: MemberCardView | undefined;
    };

/** Field messages for the page's forms, by field name. */
export type FieldErrors = Record<string, string>;

const nowOf = (deps: InvitationDeps) => (deps.now ?? (() => new Date()))();

function providerOf(planId: string): string {
  const plan = findPlan(planId);
  return plan ? findProvider(plan.providerId).name : 'the plan’s provider';
}

/** The words of the statement this person is asked to answer, with their plan's provider and plan named. */
export function consentStatement(context: Pick<InvitationContext, 'order'>): string {
  return CONSENT_STATEMENTS[CURRENT_CONSENT_VERSION](
    providerOf(context.order.planId),
    context.order.planName,
  );
}

async function contextOf(deps: InvitationDeps, token: string) {
  if (!isLinkToken(token)) return { kind: 'not-found' as const };
  const context = await findByTokenHash(deps.db, tokenHash(token));
  if (!context) return { kind: 'not-found' as const };
  const expiresAt = await pageExpiryOf(deps.db, context);
  if (!expiresAt || expiresAt <= nowOf(deps))
    return { kind: 'expired' as const, language: context.person.language };
  return { kind: 'open' as const, context };
}

/**
 * When her link stops working (docs/decisions/050): 14 days from sending while the order waits, the cover and 90
 * days more once it has dates, a renewal's cover included. Undefined for a link never sent.
 */
export async function pageExpiryOf(
  db: Db,
  context: Pick<InvitationContext, 'invitation' | 'order'>,
): Promise<Date | undefined> {
  const { sentAt } = context.invitation;
  if (!sentAt) return undefined;
  // A live renewal's cover extends her page (docs/decisions/039).
  const renewal = await liveRenewalOf(db, context.order.id);
  return relativeLinkExpiry({
    sentAt,
    coverEnds: [coverEndOf(context.order), renewal ? coverEndOf(renewal) : null],
  });
}

/**
 * Her language from her link alone, for a page written before anything else is read (the 429 page): one read of
 * her row, no proof needed (it shows nothing of hers). English for a link that names nobody (docs/decisions/069).
 */
export async function languageOfLink(deps: Pick<InvitationDeps, 'db'>, token: string): Promise<Language> {
  if (!isLinkToken(token)) return 'en';
  const context = await findByTokenHash(deps.db, tokenHash(token));
  return context?.person.language ?? 'en';
}

/** What the device's cookie proves for this person's current link, if anything. */
export function proofOf(
  deps: Pick<InvitationDeps, 'links'>,
  context: InvitationContext,
  cookie: string | undefined,
): DeviceProof | undefined {
  const { beneficiaryId, generation } = context.invitation;
  return readDeviceCookie(deps.links, beneficiaryId, generation, cookie);
}

/**
 * What the link's page shows: 'not-found' (404) for a token that names nobody, 'expired' (410) after 14 days,
 * 'prove' (the code screen) on a device that has not entered the code, else the person's page.
 */
export async function openInvitation(
  deps: InvitationDeps,
  token: string,
  cookie: string | undefined,
): Promise<InvitationPage> {
  const found = await contextOf(deps, token);
  if (found.kind !== 'open') return found;
  const { context } = found;
  if (!proofOf(deps, context, cookie)) return { kind: 'prove', token, context };
  const hospitals = await planHospitals(deps.db, context.order.planId);
  const card = await cardOfBeneficiary(
    { db: deps.db, cardKey: deps.cardKey, appUrl: deps.links.appUrl },
    context.order.id,
    context.invitation.beneficiaryId,
  );
  return {
    kind: 'open',
    token,
    context,
    providerName: providerOf(context.order.planId),
    statement: consentStatement(context),
    hospitals,
    card,
  };
}

/** An answer sent through a link that is no longer current: the page says so (404 or 410) and nothing is written. */
export class LinkGone extends Error {
  constructor(readonly kind: 'not-found' | 'expired') {
    super(kind === 'expired' ? INVITATION_MESSAGES.expired : INVITATION_MESSAGES.notFound);
    this.name = 'LinkGone';
  }
}

const goneError = (kind: 'not-found' | 'expired') => new LinkGone(kind);

/** An answer from a device that has not entered the code: refused, the code screen shown (docs/decisions/049). */
export class NotProven extends Error {
  constructor() {
    super('This device has not entered the code');
    this.name = 'NotProven';
  }
}

/** The link's context, for a person whose device has proven itself; throws LinkGone or NotProven otherwise. */
async function openOrThrow(deps: InvitationDeps, token: string, cookie: string | undefined) {
  const found = await contextOf(deps, token);
  if (found.kind !== 'open') throw goneError(found.kind);
  const proof = proofOf(deps, found.context, cookie);
  if (!proof) throw new NotProven();
  return { ...found.context, proof };
}

/** The link's context whatever the device (the code screen's own actions). */
export async function contextOrThrow(deps: InvitationDeps, token: string) {
  const found = await contextOf(deps, token);
  if (found.kind !== 'open') throw goneError(found.kind);
  return found.context;
}

/**
 * Her page's language, from the buttons at its top (docs/decisions/069). Any device with the link may switch it,
 * before the code too: it shows nothing and changes none of her answers. Anything but a known language is refused.
 */
export async function chooseLanguage(
  deps: InvitationDeps,
  token: string,
  language: unknown,
): Promise<FieldErrors | undefined> {
  const context = await contextOrThrow(deps, token);
  if (!isLanguage(language)) return { language: LANGUAGE_MESSAGES.language };
  await saveLanguage(deps.db, context.invitation.beneficiaryId, language);
  return undefined;
}

/** The person's phone and address under checkout's rules; field errors, or nothing once saved. */
export async function confirmDetails(
  deps: InvitationDeps,
  token: string,
  cookie: string | undefined,
  form: Record<string, unknown>,
): Promise<FieldErrors | undefined> {
  const context = await openOrThrow(deps, token, cookie);
  const parsed = BeneficiaryContactSchema.safeParse(form);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return errors;
  }
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const answered = await updateAnswer(tx, tokenHash(token), { detailsConfirmedAt: now });
    if (!answered) throw goneError('expired');
    await saveBeneficiaryContact(tx, context.invitation.beneficiaryId, parsed.data);
  });
  return undefined;
}

function isDecision(value: unknown): value is ConsentDecision {
  return typeof value === 'string' && (CONSENT_DECISIONS as readonly string[]).includes(value);
}

/** What a consent answer led to: a field error, the refusal's second look (nothing stored), or saved. */
export type ConsentOutcome = { errors: FieldErrors } | { ask: true } | undefined;

/**
 * Consent given or refused, with the statement's version and the time. A refusal is stored only once she confirms
 * it on the 'Are you sure?' screen (issue 30, point 4): without the confirmation nothing is written and the page
 * asks. Every change of her answer tells the sponsor in-app and by mail, in the same transaction: a refusal (first
 * or a yes taken back) that the order then cannot become active, and a refusal turned into a yes that it can. The
 * same answer again tells nobody.
 */
export async function answerConsent(
  deps: InvitationDeps,
  token: string,
  cookie: string | undefined,
  form: { decision?: unknown; confirm?: unknown },
): Promise<ConsentOutcome> {
  const context = await openOrThrow(deps, token, cookie);
  const { decision } = form;
  if (!isDecision(decision)) return { errors: { decision: INVITATION_MESSAGES.chooseConsent } };
  if (refusalNeedsAsking(decision, form.confirm)) return { ask: true };
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    // The record says how the answer was proven hers: the code's channel, where it went (masked) and when.
    const answered = await updateAnswer(tx, tokenHash(token), {
      consentDecision: decision,
      consentVersion: CURRENT_CONSENT_VERSION,
      consentDecidedAt: now,
      consentProofChannel: context.proof.channel,
      consentProofDestination: context.invitation.codeDestination ?? '',
      consentProvenAt: context.proof.provenAt,
    });
    if (!answered) throw goneError('expired');
    const notice = sponsorNotice(context, decision);
    if (notice && context.order.userId) await announce(tx, context.order.userId, notice, deps.mailOut);
  });
  return undefined;
}

/** The sponsor's notice of a change in a person's answer (the words are the domain's), linking to the order. */
function sponsorNotice(context: InvitationContext, decision: ConsentDecision) {
  const { order, person } = context;
  const words = consentChangeNotice({
    name: `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim(),
    provider: providerOf(order.planId),
    planName: order.planName,
    confirmationNumber: order.confirmationNumber,
    orderStatus: order.status,
    before: context.invitation.consentDecision,
    decision,
  });
  return words && { ...words, link: orderDetailPath(order.id) };
}

/** A hospital from the plan's own network, or a field error. */
export async function chooseHospital(
  deps: InvitationDeps,
  token: string,
  cookie: string | undefined,
  hospitalId: unknown,
): Promise<FieldErrors | undefined> {
  const context = await openOrThrow(deps, token, cookie);
  const network = await planHospitals(deps.db, context.order.planId);
  const hospital = network.find((each) => each.id === hospitalId);
  if (!hospital) return { hospital: INVITATION_MESSAGES.chooseHospital };
  const now = nowOf(deps);
  const answered = await updateAnswer(deps.db, tokenHash(token), {
    hospitalId: hospital.id,
    hospitalName: hospital.name,
    hospitalChosenAt: now,
  });
  if (!answered) throw goneError('expired');
  return undefined;
}

/** The expiry a link sent now gets. */
export const linkExpiry = invitationExpiry;
