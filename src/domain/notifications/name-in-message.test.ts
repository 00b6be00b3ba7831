import { describe, expect, it } from 'vitest';
import { greetingOf, nameInMessage } from './name-in-message';

describe('nameInMessage', () => {
  it.each(['Ngozi', 'Mary Ann', 'Adé-Olú', "O'Neil", 'Chiamaka’s', 'Zoë', 'Ọláyínká'])(
    'keeps the name %s',
    (name) => {
      expect(nameInMessage(name)).toBe(name);
    },
  );

  it('trims and folds spaces', () => {
    expect(nameInMessage('  Mary   Ann ')).toBe('Mary Ann');
  });

  it.each([
    'Win0 a prize at evil.example',
    'Win a prize at evil',
    'evil.example',
    'me@evil.example',
    'https://evil.example',
    'www evil com/x',
    'Ngozi 2',
    'Ngozi.',
    '-Ngozi',
    "Ngozi''",
    'A'.repeat(31),
    '',
    null,
    undefined,
  ])('leaves out %s', (typed) => {
    expect(nameInMessage(typed)).toBeUndefined();
  });
});

describe('greetingOf', () => {
  it('greets by a name that reads as one, else without a name', () => {
    expect(greetingOf('Ngozi')).toBe('Hello Ngozi,');
    expect(greetingOf('Win0 a prize at evil.example')).toBe('Hello,');
  });
});
