/*
 * Every limit on contacting someone other than the account holder, in one place (docs/decisions/061): the
 * invitations an order sends once paid, a sponsor's re-sent links, the relative's own codes and a funeral plan's
 * claim links. The server enforces them in the shared counters of the database (src/server/http/rate-limit.rules.ts);
 * the help centre and the decision record quote these numbers.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface ContactLimit {
  max: number;
  windowMs: number;
}

const perDay = (max: number): ContactLimit => ({ max, windowMs: DAY_MS });

export const THIRD_PARTY_CONTACT_LIMITS = {
  /**
   * People named on orders: each is invited by mail and SMS once the order is paid, so placing the order is what
   * is limited. Per account, the people of all its orders of the day (two full orders of 20); per recipient (an
   * e-mail address or a mobile number), the orders of any account that name it.
   */
  orderPeople: { perAccount: perDay(40), perRecipient: perDay(3) },
  /** A sponsor sending a person a new link: a burst per person, then per person and per account in a day. */
  invitationResend: {
    perPersonBurst: { max: 3, windowMs: HOUR_MS },
    perPerson: perDay(5),
    perAccount: perDay(20),
  },
  /** The 6-digit codes texted or mailed to a relative from her own page, per link. */
  relativeCode: { perLinkBurst: { max: 3, windowMs: 10 * MINUTE_MS }, perLink: perDay(10) },
  /** A funeral plan's claim link mailed to the nominated beneficiary. */
  claimLink: {
    perAccountBurst: { max: 5, windowMs: HOUR_MS },
    perAccount: perDay(10),
    perRecipient: perDay(3),
  },
} as const satisfies Record<string, Record<string, ContactLimit>>;

/** What a refused request is told, on the control that sent it. */
export const CONTACT_LIMIT_MESSAGES = {
  orderPeopleAccount:
    'You have named as many people on orders as we allow in a day. Your order is kept on this page: try again tomorrow.',
  orderPeopleRecipient:
    'Someone on this order has been named on as many orders as we allow in a day. Your order is kept on this page: try again tomorrow.',
  invitationAccount: 'You have sent as many invitations as we allow in a day. Try again tomorrow.',
  invitationPerson: 'We have sent this person as many links as we allow in a day. Try again tomorrow.',
  relativeCode: 'We have sent as many codes as we allow in a day. Try again tomorrow.',
  claimLinkAccount: 'You have sent as many claim links as we allow in a day. Try again tomorrow.',
  claimLinkRecipient:
    'This address has been sent as many claim links as we allow in a day. Try again tomorrow.',
} as const;
