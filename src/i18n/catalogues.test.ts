import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/languages';
import { CATALOGUES } from './catalogues';
import { intlLocaleOf } from './locale';

const ids = Object.keys(CATALOGUES.en.messages).sort();

type MessageFormatElement = ReturnType<IntlMessageFormat['getAst']>[number];
/** ICU's element types that are text, not a placeholder: a literal (0) and a plural's '#' (7). */
const NOT_PLACEHOLDERS = new Set([0, 7]);

/** A message's placeholders, however deep in plurals and selects. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && !NOT_PLACEHOLDERS.has(element.type)) into.add(String(element.value));
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

const astOf = (language: (typeof LANGUAGES)[number], text: string) =>
  new IntlMessageFormat(text, intlLocaleOf(language)).getAst();

describe('the relative’s message catalogues', () => {
  it.each(LANGUAGES)('%s has every message id, and no other, none empty', (language) => {
    const messages = CATALOGUES[language].messages;
    expect(Object.keys(messages).sort()).toEqual(ids);
    for (const id of ids) expect(messages[id as keyof typeof messages].trim(), id).not.toBe('');
  });

  it.each(LANGUAGES)('%s: every message is valid ICU with the English placeholders', (language) => {
    for (const [id, text] of Object.entries(CATALOGUES[language].messages)) {
      const english = CATALOGUES.en.messages[id as keyof typeof CATALOGUES.en.messages];
      let ast: MessageFormatElement[] = [];
      expect(() => (ast = astOf(language, text)), `${language} ${id}`).not.toThrow();
      expect([...argumentsOf(ast)].sort(), `${language} ${id}`).toEqual(
        [...argumentsOf(astOf('en', english))].sort(),
      );
    }
  });

  it('records who reviewed each language; every language but English is a draft until a native speaker signs', () => {
    for (const language of LANGUAGES) {
      const { review } = CATALOGUES[language];
      if (review.status === 'reviewed') {
        expect(review.reviewedBy, language).toBeTruthy();
        expect(review.reviewedAt, language).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      } else {
        expect(review, language).toEqual({ status: 'draft', reviewedBy: null, reviewedAt: null });
      }
    }
    expect(CATALOGUES.yo.review.status).toBe('draft');
  });

  it('writes Yoruba, Hausa and Igbo in their own letters', () => {
    const all = (language: (typeof LANGUAGES)[number]) =>
      Object.values(CATALOGUES[language].messages).join(' ');
    for (const letter of ['ẹ', 'ọ', 'ṣ', 'à', 'é']) expect(all('yo')).toContain(letter);
    for (const letter of ['ɓ', 'ɗ', 'ƙ']) expect(all('ha')).toContain(letter);
    for (const letter of ['ị', 'ụ', 'ọ']) expect(all('ig')).toContain(letter);
  });

  it('a catalogue message that is not valid ICU fails to parse (the check above means something)', () => {
    expect(() => astOf('en', 'You agreed on {date, date, long')).toThrow();
    expect(() => astOf('en', '{count, plural, one {# step}}')).toThrow();
  });
});
