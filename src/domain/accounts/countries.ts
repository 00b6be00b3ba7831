/**
 * The 54 countries that spec 000 names (it says 56 but names 54; DECISIONS.md 6), sorted alphabetically.
 * Sorting with the English collator keeps 'Côte d'Ivoire' under C and 'São Tomé and Príncipe' under S.
 */
const NAMED_COUNTRIES = [
  'Nigeria',
  'Ghana',
  'Kenya',
  'South Africa',
  'Ethiopia',
  'Tanzania',
  'Uganda',
  'Rwanda',
  'Senegal',
  'Cameroon',
  "Côte d'Ivoire",
  'Morocco',
  'Egypt',
  'Algeria',
  'Tunisia',
  'Zimbabwe',
  'Zambia',
  'Botswana',
  'Namibia',
  'Angola',
  'Mozambique',
  'Madagascar',
  'Mali',
  'Burkina Faso',
  'Niger',
  'Chad',
  'Sudan',
  'South Sudan',
  'Somalia',
  'Eritrea',
  'Djibouti',
  'Malawi',
  'Lesotho',
  'Eswatini',
  'Burundi',
  'Republic of the Congo',
  'DR Congo',
  'Gabon',
  'Guinea',
  'Sierra Leone',
  'Liberia',
  'Togo',
  'Benin',
  'Central African Republic',
  'Mauritania',
  'Libya',
  'Gambia',
  'Guinea-Bissau',
  'Equatorial Guinea',
  'Comoros',
  'Cape Verde',
  'São Tomé and Príncipe',
  'Seychelles',
  'Mauritius',
] as const;

export type Country = (typeof NAMED_COUNTRIES)[number];

export const COUNTRIES: readonly Country[] = [...NAMED_COUNTRIES].sort((a, b) => a.localeCompare(b, 'en'));

export const DEFAULT_COUNTRY: Country = 'Nigeria';

export function isCountry(value: string): value is Country {
  return (COUNTRIES as readonly string[]).includes(value);
}
