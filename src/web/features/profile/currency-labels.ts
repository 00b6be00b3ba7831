import type { Currency } from '@/domain/accounts/profile.schema';

export const CURRENCY_LABELS: Record<Currency, string> = {
  NGN: 'Nigerian Naira (NGN)',
  USD: 'US Dollar (USD)',
  GBP: 'British Pound (GBP)',
  EUR: 'Euro (EUR)',
  CAD: 'Canadian Dollar (CAD)',
};
