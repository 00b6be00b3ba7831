/** The phone country codes the purchase forms offer (spec 001 §5), in the spec's order. */
export const COUNTRY_CODES = [
  { code: '+234', country: 'Nigeria' },
  { code: '+1', country: 'USA' },
  { code: '+44', country: 'UK' },
  { code: '+27', country: 'South Africa' },
  { code: '+254', country: 'Kenya' },
  { code: '+233', country: 'Ghana' },
  { code: '+251', country: 'Ethiopia' },
  { code: '+20', country: 'Egypt' },
  { code: '+255', country: 'Tanzania' },
  { code: '+256', country: 'Uganda' },
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+234';

export function isCountryCode(value: string): value is CountryCode {
  return COUNTRY_CODES.some((option) => option.code === value);
}
