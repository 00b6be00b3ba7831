import { z } from 'zod';

/**
 * The ages a visitor types on the compare page to price plans for the people they want to cover. Ages in whole
 * years, as on the coverage start; the upper bound only keeps out typing slips.
 */
export const MAX_FAMILY_AGE = 120;
/** Enough for a household; each person is one more line in every plan's column. */
export const MAX_FAMILY_PEOPLE = 10;

export const FAMILY_AGE_MESSAGES = {
  missing: (person: number) => `Enter the age of person ${person}, or remove them`,
  notANumber: 'Enter the age as a number, like 68',
  notWhole: 'Enter the age in whole years, like 68',
  range: `Enter an age from 0 to ${MAX_FAMILY_AGE}`,
} as const;

export type AgeReading = { ok: true; age: number } | { ok: false; message: string };

/** One typed age, read as the form reads it: '68' and ' 68 ' are 68; anything else says what to type. */
export function readAge(text: string, person: number): AgeReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: FAMILY_AGE_MESSAGES.missing(person) };
  if (!/^[-+]?\d+([.,]\d+)?$/.test(trimmed)) return { ok: false, message: FAMILY_AGE_MESSAGES.notANumber };
  const value = Number(trimmed.replace(',', '.'));
  if (value < 0 || value > MAX_FAMILY_AGE) return { ok: false, message: FAMILY_AGE_MESSAGES.range };
  if (!Number.isInteger(value)) return { ok: false, message: FAMILY_AGE_MESSAGES.notWhole };
  return { ok: true, age: value };
}

/**
 * The compare page's ages as its form holds them, one typed text each, read with readAge into the ages: each
 * field's message on its field ('ages.1.text' is person 2). A single empty field means no ages: the prices go back
 * to per person.
 */
export const FamilyAgesFormSchema = z
  .object({ ages: z.array(z.object({ text: z.string() })).max(MAX_FAMILY_PEOPLE) })
  .transform(({ ages }, context) => {
    if (ages.length === 1 && ages[0]?.text.trim() === '') return [];
    const readings = ages.map(({ text }, index) => readAge(text, index + 1));
    readings.forEach((reading, index) => {
      if (!reading.ok)
        context.addIssue({ code: 'custom', path: ['ages', index, 'text'], message: reading.message });
    });
    return readings.flatMap((reading) => (reading.ok ? [reading.age] : []));
  });
