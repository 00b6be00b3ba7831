import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../domain/languages';
import type { MessageId } from './catalogue';
import { CATALOGUES } from './catalogues';
import { intlLocaleOf } from './locale';

/** A message's values: text, numbers, and dates (a Date, or a 'YYYY-MM-DD' calendar day, read as UTC). */
export type MessageValues = Record<string, string | number | Date>;

/** Dates are calendar days: formatted in UTC, so a day never slips by the reader's time zone. */
const FORMATS = {
  date: { long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } },
} as const;

const compiled = new Map<string, IntlMessageFormat>();

function formatterOf(language: Language, id: MessageId): IntlMessageFormat {
  const key = `${language}\u0000${id}`;
  let formatter = compiled.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(CATALOGUES[language].messages[id], intlLocaleOf(language), FORMATS);
    compiled.set(key, formatter);
  }
  return formatter;
}

const asValue = (value: string | number | Date) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : value;

/** One message in one language, its placeholders filled: the only way the relative's words are written. */
export function translate(language: Language, id: MessageId, values: MessageValues = {}): string {
  const filled = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asValue(value)]));
  return String(formatterOf(language, id).format(filled));
}

/** A translator bound to one language: `const t = translator('yo'); t('page.title')`. */
export function translator(language: Language) {
  return (id: MessageId, values?: MessageValues) => translate(language, id, values);
}
export type Translator = ReturnType<typeof translator>;

const englishIds = new Map<string, MessageId>(
  Object.entries(CATALOGUES.en.messages).map(([id, text]) => [text, id as MessageId]),
);

/**
 * A fixed English message (a field error the services return, written in src/domain) in another language; text
 * that is no catalogue message comes back as it is.
 */
export function translateEnglish(language: Language, english: string): string {
  const id = englishIds.get(english);
  return id ? translate(language, id) : english;
}
