import { describe, expect, it } from 'vitest';
import { FAMILY_AGE_MESSAGES, readAge } from './family-ages';

describe('readAge', () => {
  it('reads whole years from 0 to 120, spaces around them ignored', () => {
    expect(readAge('68', 1)).toEqual({ ok: true, age: 68 });
    expect(readAge(' 0 ', 1)).toEqual({ ok: true, age: 0 });
    expect(readAge('120', 1)).toEqual({ ok: true, age: 120 });
    expect(readAge('068', 1)).toEqual({ ok: true, age: 68 });
  });

  it('asks for a missing age by the person’s number', () => {
    expect(readAge('  ', 2)).toEqual({ ok: false, message: 'Enter the age of person 2, or remove them' });
  });

  it('says what is wrong with anything else', () => {
    expect(readAge('sixty', 1)).toEqual({ ok: false, message: 'Enter the age as a number, like 68' });
    expect(readAge('6 8', 1)).toEqual({ ok: false, message: FAMILY_AGE_MESSAGES.notANumber });
    expect(readAge('68.5', 1)).toEqual({ ok: false, message: 'Enter the age in whole years, like 68' });
    expect(readAge('68,5', 1)).toEqual({ ok: false, message: FAMILY_AGE_MESSAGES.notWhole });
    expect(readAge('121', 1)).toEqual({ ok: false, message: 'Enter an age from 0 to 120' });
    expect(readAge('-1', 1)).toEqual({ ok: false, message: FAMILY_AGE_MESSAGES.range });
  });
});
