import type { OrderChangeActor } from '@/domain/orders/order-admin';
import { formatPhone } from '@/domain/phone-number';

export const PAYMENT_METHOD_LABELS: Record<'bank_transfer' | 'card', string> = {
  bank_transfer: 'Bank transfer',
  card: 'Debit card',
};

const WORDS: Record<string, string> = { whatsapp: 'WhatsApp' };

/** A stored choice ('parent', 'whatsapp') as the customer saw it on the purchase form. */
export function choiceLabel(value: string): string {
  return WORDS[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
}

export function actorLabel(by: OrderChangeActor): string {
  if (by.kind === 'customer') return 'The customer';
  if (by.kind === 'system') return 'System (payment provider)';
  return by.email ?? 'A deleted admin account';
}

export const REMOVED_TEXT = 'Removed when the account was deleted';
export const ACCOUNT_DELETED_TEXT = 'Account deleted';

/** '+234 803 123 4567' (numbers stored before normalisation too), or null when the number is gone. */
export function phoneText(countryCode: string | null, phoneNumber: string | null): string | null {
  return phoneNumber && formatPhone(countryCode, phoneNumber);
}
