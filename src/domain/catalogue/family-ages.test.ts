import { describe, expect, it } from 'vitest';
import { FAMILY_AGE_MESSAGES, FamilyAgesFormSchema, readAge } from './family-ages';

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

describe('FamilyAgesFormSchema', () => {
  const typed = (...texts: string[]) =>
    FamilyAgesFormSchema.safeParse({ ages: texts.map((text) => ({ text })) });

  it('reads the typed ages, and a single empty field as no ages', () => {
    expect(typed('70', ' 68 ').data).toEqual([70, 68]);
    expect(typed(' ').data).toEqual([]);
  });

  it("puts readAge's message on each field that needs one", () => {
    expect(
      typed('70', 'sixty-eight', '').error?.issues.map(({ path, message }) => ({ path, message })),
    ).toEqual([
      { path: ['ages', 1, 'text'], message: FAMILY_AGE_MESSAGES.notANumber },
      { path: ['ages', 2, 'text'], message: FAMILY_AGE_MESSAGES.missing(3) },
    ]);
  });
});
