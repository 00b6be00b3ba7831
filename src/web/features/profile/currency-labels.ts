import type { Currency } from '@/domain/accounts/profile.schema';

export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: 'US Dollar (USD)',
  NGN: 'Nigerian Naira (NGN)',
};
