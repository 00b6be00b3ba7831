import { describe, expect, it } from 'vitest';
import { isPlainText, optionalQueryText, secretField, TEXT_MESSAGES, textField } from './text-field';

describe('the text rule', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a surrogate at the end', 'ab\ud83d'],
  ])('refuses %s', (_, text) => {
    expect(isPlainText(text)).toBe(false);
    expect(isPlainText(text, { multiline: true })).toBe(false);
  });

  it('keeps what people type: accents, other scripts, emoji (a surrogate pair) and symbols', () => {
    expect(isPlainText('Adaeze Okafor-Ọ̀kọ́ 😀 ₦1,000 «ok» 中文')).toBe(true);
  });

  it('allows tab and line breaks only in multi-line text', () => {
    expect(isPlainText('line one\r\nline two\tend')).toBe(false);
    expect(isPlainText('line one\r\nline two\tend', { multiline: true })).toBe(true);
  });
});

describe('fields with the rule', () => {
  it('puts the message on a text field, after trimming', () => {
    const result = textField(100).safeParse('Ada\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.characters);
    expect(textField(100).parse('  Ada\n')).toBe('Ada');
    expect(textField(100, { multiline: true }).parse('one\ntwo')).toBe('one\ntwo');
    expect(textField(100).safeParse('one\ntwo').success).toBe(false);
  });

  it('checks secrets and query values too', () => {
    expect(secretField(128).safeParse('pass\u0000word').success).toBe(false);
    expect(secretField(128).parse(' pass word ')).toBe(' pass word ');
    expect(optionalQueryText.safeParse('a\u0000b').success).toBe(false);
    expect(optionalQueryText.parse('  ')).toBeUndefined();
    expect(optionalQueryText.parse(' lagos ')).toBe('lagos');
  });
});
