import { describe, expect, it } from 'vitest';
import {
  CsvMappingInputSchema,
  mappingOf,
  premiumsPaidBy,
  RECONCILIATION_MESSAGES,
  StatementUploadSchema,
} from './reconciliation-admin';

describe('premiumsPaidBy', () => {
  it('counts whole premiums a credit pays, up to a year; anything else pays one', () => {
    expect(premiumsPaidBy(3_000_00, 1_000_00)).toBe(3);
    expect(premiumsPaidBy(1_000_00, 1_000_00)).toBe(1);
    expect(premiumsPaidBy(2_500_00, 1_000_00)).toBe(1);
    expect(premiumsPaidBy(500_00, 1_000_00)).toBe(1);
    expect(premiumsPaidBy(40 * 1_000_00, 1_000_00)).toBe(12);
  });
});

describe('StatementUploadSchema', () => {
  it('asks a CSV for its bank (or columns) and account; camt.053 names its own', () => {
    const csv = StatementUploadSchema.safeParse({ format: 'csv', content: 'a,b' });
    expect(csv.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['preset', RECONCILIATION_MESSAGES.preset],
      ['account', RECONCILIATION_MESSAGES.account],
    ]);
    expect(StatementUploadSchema.safeParse({ format: 'camt053', content: '<Document/>' }).success).toBe(true);
    const both = StatementUploadSchema.safeParse({
      format: 'csv',
      preset: 'gtbank',
      mapping: { bookingDate: 'Date', narration: 'Details', amount: 'Amount', dateFormat: 'DD/MM/YYYY' },
      account: '0123456789',
      content: 'x',
    });
    expect(both.success).toBe(false);
  });

  it('reads a custom mapping: one signed amount column, or both credit and debit', () => {
    const signed = CsvMappingInputSchema.parse({
      bookingDate: 'Date',
      narration: 'Details',
      amount: 'Amount',
      dateFormat: 'DD/MM/YYYY',
    });
    expect(mappingOf(signed)).toMatchObject({
      money: { amount: 'Amount' },
      number: { decimal: '.', thousands: ',' },
    });
    const half = CsvMappingInputSchema.safeParse({
      bookingDate: 'Date',
      narration: 'Details',
      credit: 'Credit',
      dateFormat: 'DD/MM/YYYY',
    });
    expect(half.error?.issues[0]?.path).toEqual(['amount']);
  });
});
