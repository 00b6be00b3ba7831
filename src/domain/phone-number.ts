/**
 * Phone numbers as people type them ('0803 123 4567', '+234 0803…', '(0)7700 900123') into one stored form, and
 * back into a grouped display ('+234 803 123 4567'). Pure rules: the server stores what they return, the web shows
 * what they format, so the two never disagree.
 */

/** Calling codes of the countries the forms name: the 54 of the country list, and the UK and USA of the payer's. */
const CALLING_CODES: Record<string, string> = {
  Algeria: '213',
  Angola: '244',
  Benin: '229',
  Botswana: '267',
  'Burkina Faso': '226',
  Burundi: '257',
  Cameroon: '237',
  'Cape Verde': '238',
  'Central African Republic': '236',
  Chad: '235',
  Comoros: '269',
  "Côte d'Ivoire": '225',
  'DR Congo': '243',
  Djibouti: '253',
  Egypt: '20',
  'Equatorial Guinea': '240',
  Eritrea: '291',
  Eswatini: '268',
  Ethiopia: '251',
  Gabon: '241',
  Gambia: '220',
  Ghana: '233',
  Guinea: '224',
  'Guinea-Bissau': '245',
  Kenya: '254',
  Lesotho: '266',
  Liberia: '231',
  Libya: '218',
  Madagascar: '261',
  Malawi: '265',
  Mali: '223',
  Mauritania: '222',
  Mauritius: '230',
  Morocco: '212',
  Mozambique: '258',
  Namibia: '264',
  Niger: '227',
  Nigeria: '234',
  'Republic of the Congo': '242',
  Rwanda: '250',
  'São Tomé and Príncipe': '239',
  Senegal: '221',
  Seychelles: '248',
  'Sierra Leone': '232',
  Somalia: '252',
  'South Africa': '27',
  'South Sudan': '211',
  Sudan: '249',
  Tanzania: '255',
  Togo: '228',
  Tunisia: '216',
  Uganda: '256',
  Zambia: '260',
  Zimbabwe: '263',
  UK: '44',
  USA: '1',
};

const KNOWN_CODES = new Set(Object.values(CALLING_CODES));

// Where a leading 0 is part of the number itself, not a trunk prefix to drop after the country code:
// Côte d'Ivoire's ten-digit numbers (2021) keep it, '+225 07 07 12 34 56'.
const KEEPS_LEADING_ZERO = new Set(['225']);

/** '+234' for 'Nigeria'; undefined for a country the forms do not name. */
export function callingCodeOf(country: string | null | undefined): string | undefined {
  const code = country ? CALLING_CODES[country] : undefined;
  return code && `+${code}`;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Whether the text is written with its country code: '+44…' or '0044…'. */
const isInternational = (text: string) => /^\s*(\+|00)/.test(text);

/** The digits of an international number, country code first, without the '00' dialled for '+'. */
const internationalDigits = (text: string) => digitsOf(text).slice(text.trim().startsWith('00') ? 2 : 0);

/** The calling code an international number starts with ('2348031234567' → '234'), if it is one we know. */
function knownCodeAt(digits: string): string | undefined {
  // Calling codes are prefix-free (ITU-T E.164), so at most one of the three lengths matches.
  return [1, 2, 3].map((length) => digits.slice(0, length)).find((code) => KNOWN_CODES.has(code));
}

/** The national number without the trunk 0 a country code replaces: '08031234567' → '8031234567'. */
function withoutTrunkZero(code: string, national: string): string {
  return national.startsWith('0') && !KEEPS_LEADING_ZERO.has(code) ? national.slice(1) : national;
}

export interface SplitPhone {
  /** '+234' */
  countryCode: string;
  /** The national significant number, digits only: '8031234567'. */
  nationalNumber: string;
}

/**
 * A number typed beside a country code, as the order forms store it: the national significant number, digits only,
 * with the trunk 0 dropped ('+234' and '0803 123 4567' → '8031234567'). A number typed with its own country code
 * keeps that code ('+44 7700 900123' typed beside '+234' is a UK number), and the code typed again is not part of
 * the national number ('+234 0803…' → '803…').
 */
export function splitPhone(countryCode: string, typed: string): SplitPhone {
  const code = isInternational(typed) ? knownCodeAt(internationalDigits(typed)) : undefined;
  if (code) {
    const national = internationalDigits(typed).slice(code.length);
    return { countryCode: `+${code}`, nationalNumber: withoutTrunkZero(code, national) };
  }
  return { countryCode, nationalNumber: withoutTrunkZero(digitsOf(countryCode), digitsOf(typed)) };
}

/**
 * One number, country code included, as the profile stores it (E.164 without spaces: '+2348031234567'). A number
 * typed without a country code is read as a number of the given country (kept as typed when there is none); one
 * with a code we do not know keeps its digits. Empty stays empty.
 */
export function internationalPhone(typed: string, country: string | null | undefined): string {
  const digits = digitsOf(typed);
  if (digits === '') return '';
  if (isInternational(typed)) {
    const number = internationalDigits(typed);
    const code = knownCodeAt(number);
    return code ? `+${code}${withoutTrunkZero(code, number.slice(code.length))}` : `+${number}`;
  }
  const home = callingCodeOf(country);
  // Whose number it is cannot be known: it stays as typed, to be read by a person.
  if (!home) return typed.trim();
  return `${home}${withoutTrunkZero(digitsOf(home), digits)}`;
}

/**
 * The national number in groups a reader can hold: 3-3-4 for ten digits ('803 123 4567'), threes for nine
 * ('712 345 678'), two fours at the end where threes would leave a digit alone. A readable grouping, not each
 * country's numbering plan.
 */
export function groupDigits(digits: string): string {
  if (digits.length <= 4) return digits;
  const fours = digits.length % 3 === 1 ? 1 : digits.length % 3 === 2 ? 2 : 0;
  const threes = digits.slice(0, digits.length - 4 * fours);
  const groups: string[] = threes.match(/\d{1,3}/g) ?? [];
  for (let start = threes.length; start < digits.length; start += 4)
    groups.push(digits.slice(start, start + 4));
  return groups.join(' ');
}

/** UK numbers read in the country's own 4-6 grouping ('+44 7700 900123'); the rest by groupDigits. */
function groupNational(code: string, national: string): string {
  return code === '44' && national.length === 10
    ? `${national.slice(0, 4)} ${national.slice(4)}`
    : groupDigits(national);
}

/**
 * A stored number for display, grouped: '+234 803 123 4567'. Takes either form the app stores (a country code and
 * a national number, or one international number) and numbers stored before normalisation ('+234', '08031234567').
 * Text that holds no digits is shown as it is.
 */
export function formatPhone(
  countryCode: string | null | undefined,
  phone: string | null | undefined,
): string {
  const text = (phone ?? '').trim();
  if (digitsOf(text) === '') return text;
  if (countryCode && !isInternational(text)) {
    const split = splitPhone(countryCode, text);
    return `${split.countryCode} ${groupNational(digitsOf(split.countryCode), split.nationalNumber)}`;
  }
  // A number with no country code anywhere cannot be split safely: it is shown as it was typed.
  if (!isInternational(text)) return text;
  const number = internationalPhone(text, null).slice(1);
  const code = knownCodeAt(number);
  // Without a code we know, where the code ends is unknown: the digits are shown unsplit.
  return code ? `+${code} ${groupNational(code, number.slice(code.length))}` : `+${number}`;
}

/**
 * How many digits the number has as dialled at home, trunk digit included ('0803 123 4567': 11). The spec's payer
 * rule ('at least 10 digits') counts these, so a number reads the same before and after it is stored without its 0.
 */
export function dialledLength(split: SplitPhone): number {
  return split.nationalNumber.length + (KEEPS_LEADING_ZERO.has(digitsOf(split.countryCode)) ? 0 : 1);
}
