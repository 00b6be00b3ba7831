import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@/domain/orders/country-codes';
import type { PayerInput } from '@/domain/orders/order.schema';
import type { Me } from '@/web/api/me';

/** The payer form starts from what the account already knows (DECISIONS 12), or from what was saved before. */
export function payerDefaults(me: Me | null | undefined, saved: PayerInput | 'skipped' | null): PayerInput {
  if (saved && saved !== 'skipped') return saved;
  const profile = me?.profile;
  const code = COUNTRY_CODES.find((option) => option.country === profile?.country)?.code;
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: me?.user.email ?? '',
    countryCode: code ?? DEFAULT_COUNTRY_CODE,
    phoneNumber: profile?.contactNumber ?? '',
    dateOfBirth: '',
    address: '',
    relationship: '',
    contactMethod: '',
    companyName: '',
  };
}
