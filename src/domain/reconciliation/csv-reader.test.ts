import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-reader';

describe('readCsv', () => {
  it('reads quoted fields holding delimiters, doubled quotes and line breaks, and counts lines through them', () => {
    const text = '\uFEFFa,"b, c","say ""hi"""\r\n1,"two\nlines",3\n"",x,""\nlast,5" PIPE,';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b, c', 'say "hi"'] },
      { line: 2, cells: ['1', 'two\nlines', '3'] },
      { line: 4, cells: ['', 'x', ''] },
      { line: 5, cells: ['last', '5" PIPE', ''] },
    ]);
  });

  it('keeps a last line of one empty quoted field, and blank lines as empty records', () => {
    expect(readCsv('a\n\n""')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: [''] },
      { line: 3, cells: [''] },
    ]);
  });

  it('refuses text after a closing quote, with its line', () => {
    expect(() => readCsv('ok\n"a"b,c')).toThrow('text follows a closing quote');
  });
});
