import type { Context } from 'hono';
import { MAX_BENEFICIARIES } from '../../../domain/orders/order.schema';
import { splitPhone } from '../../../domain/phone-number';
import type { AppEnv } from '../../http/app-env';
import type { Facts } from '../../http/rate-limit.middleware';

/**
 * Who an order will contact, read from a clone of its body before validation (the handler still gets the whole
 * body): each person named is invited by mail and SMS once it is paid (docs/decisions/061). The weight is how many
 * people it names; the recipients are their addresses and numbers; a repeat of its idempotency key is the same
 * order, counted once. A body that is not an order counts one person
 * and nobody, and is refused by validation, which takes its count back.
 */
export async function orderContacts(c: Context<AppEnv>): Promise<Facts> {
  const userId = c.get('session').user.id;
  let people: unknown[] = [];
  let once: string | undefined;
  try {
    const body: unknown = await c.req.raw.clone().json();
    const { beneficiaries, idempotencyKey } = (body ?? {}) as Record<string, unknown>;
    if (Array.isArray(beneficiaries)) people = beneficiaries;
    if (typeof idempotencyKey === 'string') once = `${userId}:${idempotencyKey}`;
  } catch {
    return { userId };
  }
  const text = (value: unknown) => (typeof value === 'string' ? [value] : []);
  const recipients = people.flatMap((person) => {
    const { email, countryCode, phoneNumber } = (person ?? {}) as Record<string, unknown>;
    // As the order stores it, so '0803…' and '803…' under +234 are one number.
    const phone =
      typeof phoneNumber === 'string' ? splitPhone(text(countryCode).join(''), phoneNumber) : undefined;
    return [...text(email), ...(phone ? [`${phone.countryCode}${phone.nationalNumber}`] : [])];
  });
  // More than an order may name is refused by validation; counting it all would only refuse it with a 429 instead.
  return { userId, weight: Math.min(people.length, MAX_BENEFICIARIES), recipients, once };
}
