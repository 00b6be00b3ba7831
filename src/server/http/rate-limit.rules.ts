import { createHash } from 'node:crypto';
import {
  CONTACT_LIMIT_MESSAGES as CONTACT,
  DAY_MS,
  THIRD_PARTY_CONTACT_LIMITS as CONTACT_LIMITS,
} from '../../domain/limits/third-party-contact-limits';

/*
 * Which counters a request counts and when it is refused: pure, so the rules can be read and tested apart from the
 * database that keeps the counts (rate-limit.repo.ts). Numbers and reasons: docs/decisions/013-rate-limits.md.
 */

export interface RateLimitPolicy {
  max: number;
  windowMs: number;
}

/**
 * Who a counter is about: the client address, the email in the body, that email from that address, the user, one
 * thing the request acts on (a beneficiary whose link is re-sent), or each person the request will contact (an
 * e-mail address or a mobile number: one counter each).
 */
export type Subject = 'ip' | 'email' | 'emailAtIp' | 'user' | 'item' | 'recipient';

export interface LimitRule {
  subject: Subject;
  policy: RateLimitPolicy;
  /**
   * 'attempts' counts every request; 'failures' only those answered with one of the scope's failure statuses;
   * 'successes' only those that did what they asked (a message sent, an order placed), so a refused or mistaken
   * request costs nothing.
   */
  counts: 'attempts' | 'failures' | 'successes';
  /** A success empties this failure counter rather than only taking its own count back. */
  clearedBySuccess?: boolean;
  /** Counts the request's weight (the people an order names) rather than one. */
  weighted?: boolean;
  /** What the refusal says when this rule is the one reached; the generic "Too many attempts" otherwise. */
  message?: string;
  /** Part of the counter's key, for a second rule on the same subject (a day beside a burst). */
  tag?: string;
}

export interface LimitScope {
  rules: LimitRule[];
  /** The answers that mean a wrong password or code. */
  failureStatuses?: readonly number[];
  /** The answers that count as a success; any below 400 when not given. */
  successStatuses?: readonly number[];
}

/** What is known of a request; a rule whose subject is unknown counts nothing. */
export interface Facts {
  ip?: string;
  email?: string;
  userId?: string;
  item?: string;
  /** The people the request will contact, as typed (an e-mail address or a phone number). */
  recipients?: readonly string[];
  /** How many contacts the request makes, for weighted rules. */
  weight?: number;
  /**
   * What makes a repeat of the request the same request (a user's idempotency key): only the first of a key is
   * counted, so a retried or doubled submission costs nothing and is never refused for its own first.
   */
  once?: string;
}

export interface Counter {
  key: string;
  rule: LimitRule;
  /** What one request adds to (and, taken back, removes from) the counter. */
  amount: number;
}

export interface Hit {
  count: number;
  windowStart: Date;
}

export type Outcome = 'success' | 'failure' | 'other';
export type Settlement = 'keep' | 'takeBack' | 'clear';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The longest window of any rule: a counter younger than this may still be in use. */
export const LONGEST_WINDOW_MS = DAY_MS;

/** A rule of the limits on contacting others, counted only when the request did what it asked. */
const contactRule = (
  subject: Subject,
  policy: RateLimitPolicy,
  message: string,
  extra: Partial<LimitRule> = {},
): LimitRule => ({ subject, policy, counts: 'successes', message, tag: 'day', ...extra });

/** Every limited scope; `perMinute` is AUTH_RATE_LIMIT_PER_MINUTE, the rest are fixed. */
export function limitScopes(perMinute: RateLimitPolicy) {
  const perAddress: LimitRule = { subject: 'ip', policy: perMinute, counts: 'attempts' };
  const perEmail: LimitRule = { subject: 'email', policy: perMinute, counts: 'attempts' };
  const userFailures: LimitRule = {
    subject: 'user',
    policy: { max: 10, windowMs: 15 * MINUTE },
    counts: 'failures',
  };
  return {
    'sign-in': {
      rules: [
        perAddress,
        // One address's wrong passwords lock out that address for that email, not the owner elsewhere.
        {
          subject: 'emailAtIp',
          policy: { max: 10, windowMs: 15 * MINUTE },
          counts: 'failures',
          clearedBySuccess: true,
        },
        // Guessing spread over many addresses stops here, and only then is the owner refused too.
        { subject: 'email', policy: { max: 50, windowMs: HOUR }, counts: 'failures' },
      ],
      failureStatuses: [401],
    },
    'sign-up': { rules: [perAddress, perEmail] },
    // Each request mails the address it names: limited per email too, so nobody floods an inbox.
    'password-reset': { rules: [perAddress, perEmail] },
    // Each request mails the address a confirmation link (decision 063): a person asks again once or twice.
    'email-confirmation': {
      rules: [perAddress, { subject: 'email', policy: { max: 5, windowMs: HOUR }, counts: 'attempts' }],
    },
    // Authenticator and backup codes, and the password checks of two-factor setup.
    'two-factor': { rules: [perAddress, userFailures], failureStatuses: [400, 401] },
    'password-check': { rules: [perAddress, userFailures], failureStatuses: [400, 401] },
    // The public card check (docs/decisions/038): a front desk checks a few cards a minute; a guesser many.
    'card-verify': { rules: [{ subject: 'ip', policy: { max: 30, windowMs: MINUTE }, counts: 'attempts' }] },
    // The public hospital search (docs/decisions/040): a person types a few searches a minute; a scraper many.
    'hospital-search': {
      rules: [{ subject: 'ip', policy: { max: 120, windowMs: MINUTE }, counts: 'attempts' }],
    },
    // A holder mails the beneficiary a claim link now and then (docs/decisions/045); each send mails an address.
    // Limits on contacting others (docs/decisions/061): the numbers are in THIRD_PARTY_CONTACT_LIMITS.
    'claim-link-send': {
      rules: [
        { subject: 'user', policy: CONTACT_LIMITS.claimLink.perAccountBurst, counts: 'attempts' },
        contactRule('user', CONTACT_LIMITS.claimLink.perAccount, CONTACT.claimLinkAccount),
        contactRule('recipient', CONTACT_LIMITS.claimLink.perRecipient, CONTACT.claimLinkRecipient),
      ],
    },
    // A claim contact asks for a code by the plan's reference (docs/decisions/067): each sends a text and a mail.
    'claim-contact-code': {
      rules: [
        { subject: 'ip', policy: { max: 10, windowMs: 10 * MINUTE }, counts: 'attempts' },
        { subject: 'item', policy: { max: 3, windowMs: 10 * MINUTE }, counts: 'attempts' },
        { subject: 'item', policy: { max: 10, windowMs: DAY_MS }, counts: 'attempts', tag: 'day' },
      ],
    },
    // Entering the code: five tries a code, and an address guessing across references stops here.
    'claim-contact-verify': {
      rules: [{ subject: 'ip', policy: { max: 20, windowMs: 10 * MINUTE }, counts: 'attempts' }],
    },
    // The beneficiary's link: a person opens it and sends one claim; a guesser tries many tokens.
    'claim-link': { rules: [{ subject: 'ip', policy: { max: 30, windowMs: MINUTE }, counts: 'attempts' }] },
    // A beneficiary's invitation page (docs/decisions/041): a person reads and answers a few times a minute.
    'invitation-page': {
      rules: [{ subject: 'ip', policy: { max: 60, windowMs: MINUTE }, counts: 'attempts' }],
    },
    // Each re-send mails the person: a few an hour per person, so a sponsor cannot flood a relative's inbox.
    'invitation-resend': {
      rules: [
        { subject: 'item', policy: CONTACT_LIMITS.invitationResend.perPersonBurst, counts: 'attempts' },
        contactRule('item', CONTACT_LIMITS.invitationResend.perPerson, CONTACT.invitationPerson),
        contactRule('user', CONTACT_LIMITS.invitationResend.perAccount, CONTACT.invitationAccount),
      ],
    },
    // Each code is a text message or a mail to the relative (docs/decisions/049): a few per link in ten minutes.
    'invitation-code': {
      rules: [
        { subject: 'item', policy: CONTACT_LIMITS.relativeCode.perLinkBurst, counts: 'attempts' },
        {
          subject: 'item',
          policy: CONTACT_LIMITS.relativeCode.perLink,
          counts: 'attempts',
          message: CONTACT.relativeCode,
          tag: 'day',
        },
      ],
    },
    // Everyone an order names is invited by mail and SMS once it is paid: placing it is what is limited.
    'order-people': {
      rules: [
        contactRule('user', CONTACT_LIMITS.orderPeople.perAccount, CONTACT.orderPeopleAccount, {
          weighted: true,
        }),
        contactRule('recipient', CONTACT_LIMITS.orderPeople.perRecipient, CONTACT.orderPeopleRecipient),
      ],
      // A repeated idempotency key gives back the first order (200) and contacts nobody new.
      successStatuses: [201],
    },
    // A partner's own system (docs/decisions/081-partner-api-keys-and-webhooks.md): per key, and per address for
    // requests whose key is malformed or unknown.
    'partner-api': {
      rules: [
        { subject: 'item', policy: { max: 600, windowMs: MINUTE }, counts: 'attempts' },
        { subject: 'ip', policy: { max: 600, windowMs: MINUTE }, counts: 'attempts' },
      ],
    },
    support: { rules: [{ subject: 'user', policy: { max: 5, windowMs: 10 * MINUTE }, counts: 'attempts' }] },
    // Signed in, per user; signed out, per address and per email, as each such request mails that address.
    'deletion-request': {
      rules: [
        { subject: 'user', policy: { max: 5, windowMs: HOUR }, counts: 'attempts' },
        perAddress,
        { subject: 'email', policy: { max: 5, windowMs: HOUR }, counts: 'attempts' },
      ],
    },
  } satisfies Record<string, LimitScope>;
}

export type LimitScopeName = keyof ReturnType<typeof limitScopes>;

/**
 * How every counter of one email ends, whatever its scope: a SHA-256 of the address, not the address, so the
 * counters hold no readable email, and processing an account deletion can still find and remove them.
 */
export function emailKeySuffix(email: string): string {
  return `:email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/** A recipient's counter names a SHA-256 of the address or the number's digits, never the address itself. */
export function recipientKeySuffix(recipient: string): string {
  const typed = recipient.trim().toLowerCase();
  const normal = typed.includes('@') ? typed : typed.replace(/\D/g, '');
  return `:to:${createHash('sha256').update(normal).digest('hex')}`;
}

/** The most recipients one request counts: an order's 20 people, each with an address and a number. */
const MAX_RECIPIENTS = 40;

function subjectKeys(subject: Subject, facts: Facts): string[] {
  const { ip, email, userId, item } = facts;
  const one = (key: string | undefined | false) => (key ? [key] : []);
  switch (subject) {
    case 'ip':
      return one(ip && `:ip:${ip}`);
    case 'email':
      return one(email && emailKeySuffix(email));
    case 'emailAtIp':
      return one(ip && email && `:ip:${ip}${emailKeySuffix(email)}`);
    case 'user':
      return one(userId && `:user:${userId}`);
    case 'item':
      return one(item && `:item:${item}`);
    case 'recipient': {
      const keys = (facts.recipients ?? []).filter((to) => /[\p{L}\p{N}]/u.test(to)).map(recipientKeySuffix);
      return [...new Set(keys)].slice(0, MAX_RECIPIENTS);
    }
  }
}

/** The counter that tells the first request of a `once` key from its repeats; undefined without one. */
export function onceKeyFor(scope: string, facts: Facts): string | undefined {
  return facts.once && `${scope}:once:${createHash('sha256').update(facts.once).digest('hex')}`;
}

export function countersFor(scope: string, rules: readonly LimitRule[], facts: Facts): Counter[] {
  return rules.flatMap((rule) => {
    const amount = rule.weighted ? Math.max(1, Math.floor(facts.weight ?? 1)) : 1;
    const prefix = rule.tag ? `${scope}:${rule.tag}` : scope;
    return subjectKeys(rule.subject, facts).map((key) => ({ key: `${prefix}${key}`, rule, amount }));
  });
}

export function outcomeOf(
  status: number,
  failureStatuses: readonly number[] = [],
  successStatuses?: readonly number[],
): Outcome {
  if (successStatuses ? successStatuses.includes(status) : status < 400) return 'success';
  return failureStatuses.includes(status) ? 'failure' : 'other';
}

/**
 * Failures are counted before the handler runs, so parallel guesses cannot all slip under the limit; once the
 * answer is known, a request that was not a failure takes its count back (or, on success, empties the counter).
 */
export function settle(rule: LimitRule, outcome: Outcome): Settlement {
  if (rule.counts === 'successes') return outcome === 'success' ? 'keep' : 'takeBack';
  if (rule.counts === 'attempts' || outcome === 'failure') return 'keep';
  return outcome === 'success' && rule.clearedBySuccess ? 'clear' : 'takeBack';
}

/** Seconds until every counter past its limit has a fresh window; undefined when none is past it. */
export function retryAfterSeconds(counters: readonly Counter[], hits: readonly Hit[], now: Date) {
  let wait: number | undefined;
  counters.forEach(({ rule }, index) => {
    const hit = hits[index];
    if (!hit || hit.count <= rule.policy.max) return;
    const left = hit.windowStart.getTime() + rule.policy.windowMs - now.getTime();
    wait = Math.max(wait ?? 1, Math.ceil(left / 1000));
  });
  return wait;
}

/**
 * The refusal for a request some counter is past its limit for: the wait, and the message of the first such rule
 * that has one (a limit on contacting others says which), else the generic one.
 */
export function refusalOf(counters: readonly Counter[], hits: readonly Hit[], now: Date) {
  const seconds = retryAfterSeconds(counters, hits, now);
  if (seconds === undefined) return undefined;
  const reached = counters.find(
    ({ rule }, index) => rule.message && (hits[index]?.count ?? 0) > rule.policy.max,
  );
  return { seconds, message: reached?.rule.message ?? rateLimitMessage(seconds) };
}

export function rateLimitMessage(seconds: number): string {
  const wait = seconds <= 60 ? 'a minute' : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
