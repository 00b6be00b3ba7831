import { z } from 'zod';

/**
 * The languages a relative's page, SMS and mail speak (docs/decisions/069): English, Nigerian Pidgin, Yoruba,
 * Hausa and Igbo, by their BCP 47 codes. The sponsor picks one when adding her; she can change it on her page.
 */
export const LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as its speaker would look for it in a list. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pcm: 'Naijá (Pidgin)',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ig: 'Igbo',
};

export const LANGUAGE_MESSAGES = { language: 'Choose a language from the list' } as const;

export const LanguageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.language });

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
