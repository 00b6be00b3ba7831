import { DEFAULT_COUNTRY_CODE, isCountryCode, type CountryCode } from '@/domain/orders/country-codes';
import type { PayerInput } from '@/domain/orders/order.schema';
import { callingCodeOf, splitPhone } from '@/domain/phone-number';
import type { Me } from '@/web/api/me';

type Profile = NonNullable<Me['profile']>;

/**
 * The payer's phone from the profile: its own country code when it has one the form offers (a sponsor in the UK
 * who saved '+44 7700 900123' pays as +44), else the profile country's code, else the spec's +234.
 */
function payerPhone(profile: Profile | null | undefined): { countryCode: CountryCode; phoneNumber: string } {
  const fromCountry = callingCodeOf(profile?.country);
  const countryCode = fromCountry && isCountryCode(fromCountry) ? fromCountry : DEFAULT_COUNTRY_CODE;
  if (!profile?.contactNumber) return { countryCode, phoneNumber: '' };
  const split = splitPhone(countryCode, profile.contactNumber);
  return isCountryCode(split.countryCode)
    ? { countryCode: split.countryCode, phoneNumber: split.nationalNumber }
    : { countryCode, phoneNumber: profile.contactNumber };
}

/** The payer form starts from what the account already knows (DECISIONS 12), or from what was saved before. */
export function payerDefaults(me: Me | null | undefined, saved: PayerInput | 'skipped' | null): PayerInput {
  if (saved && saved !== 'skipped') return saved;
  const profile = me?.profile;
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: me?.user.email ?? '',
    ...payerPhone(profile),
    dateOfBirth: '',
    address: '',
    relationship: '',
    contactMethod: '',
    companyName: '',
  };
}
