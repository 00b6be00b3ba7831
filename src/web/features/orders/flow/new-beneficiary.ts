import type { BeneficiaryInput } from '@/domain/orders/order.schema';
import { DEFAULT_COUNTRY_CODE } from '@/domain/orders/country-codes';
import { DEFAULT_LANGUAGE } from '@/domain/languages';

export function newBeneficiary(): BeneficiaryInput {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    dateOfBirth: '',
    address: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    relationship: '',
    language: DEFAULT_LANGUAGE,
  };
}
