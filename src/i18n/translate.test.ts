import { describe, expect, it } from 'vitest';
import { PROOF_MESSAGES } from '../domain/orders/relative-proof';
import { FALLBACK_LOCALE, intlLocaleOf } from './locale';
import { translate, translateEnglish, translator } from './translate';

describe('translate', () => {
  it('fills placeholders, in the chosen language', () => {
    expect(translate('en', 'page.hello', { name: 'Ngozi' })).toBe('Hello Ngozi');
    expect(translate('ha', 'page.hello', { name: 'Aisha' })).toBe('Sannu Aisha');
  });

  it('writes plurals by each language’s rules', () => {
    expect(translate('en', 'page.moreToDo', { count: 1 })).toBe('One step is left below.');
    expect(translate('en', 'page.moreToDo', { count: 2 })).toBe('2 steps are left below.');
    // Yoruba and Igbo have no plural forms: 'other' every time.
    expect(translate('yo', 'page.moreToDo', { count: 1 })).toBe('Ìgbésẹ̀ 1 ló kù nísàlẹ̀.');
  });

  it('writes a calendar day in the language’s month names, the same day in every time zone', () => {
    expect(translate('en', 'details.confirmedOn', { date: '2026-03-05' })).toBe(
      'You confirmed these on 5 March 2026.',
    );
    expect(translate('yo', 'details.confirmedOn', { date: '2026-03-05' })).toBe(
      'Ẹ jẹ́rìí sí wọn ní 5 Oṣù Ẹrẹ̀nà 2026.',
    );
    expect(translate('en', 'details.confirmedOn', { date: new Date('2026-03-05T23:30:00Z') })).toBe(
      'You confirmed these on 5 March 2026.',
    );
  });

  it('binds a language once', () => {
    expect(translator('ig')('consent.agree')).toBe('Ekwenyere m');
  });

  it('finds a fixed English message (a field error from src/domain) in another language, and leaves other text', () => {
    expect(translateEnglish('pcm', PROOF_MESSAGES.wrong)).toBe(
      'That code no correct. Check the message and try again.',
    );
    expect(translateEnglish('en', PROOF_MESSAGES.wrong)).toBe(PROOF_MESSAGES.wrong);
    expect(translateEnglish('yo', 'Not a catalogue message')).toBe('Not a catalogue message');
  });
});

describe('intlLocaleOf', () => {
  it('uses the language itself where Intl knows it (Node 20’s full ICU knows all five)', () => {
    expect(intlLocaleOf('yo')).toBe('yo');
    expect(intlLocaleOf('pcm')).toBe('pcm');
    expect(intlLocaleOf('en')).toBe('en-GB');
  });

  it('falls back to Nigerian English where Intl does not know the language', () => {
    const original = Intl.DateTimeFormat.supportedLocalesOf;
    Intl.DateTimeFormat.supportedLocalesOf = () => [];
    try {
      expect(intlLocaleOf('ha')).toBe(FALLBACK_LOCALE);
    } finally {
      Intl.DateTimeFormat.supportedLocalesOf = original;
    }
  });
});
