import type { Language } from '../domain/languages';

/**
 * The Intl locale each language formats dates and plurals with (docs/decisions/069). Node 20's full ICU knows
 * pcm, yo, ha and ig; a browser or a small-ICU build may not, and then the language falls back to Nigerian English,
 * whose dates and plurals are the nearest a Nigerian reader knows. English is en-GB: the house's date format.
 */
const PREFERRED: Record<Language, string> = { en: 'en-GB', pcm: 'pcm', yo: 'yo', ha: 'ha', ig: 'ig' };
export const FALLBACK_LOCALE = 'en-NG';

export function intlLocaleOf(language: Language): string {
  const wanted = PREFERRED[language];
  const dates = Intl.DateTimeFormat.supportedLocalesOf([wanted]);
  const plurals = Intl.PluralRules.supportedLocalesOf([wanted]);
  return dates.length > 0 && plurals.length > 0 ? wanted : FALLBACK_LOCALE;
}
