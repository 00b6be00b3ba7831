import { describe, expect, it } from 'vitest';
import { readStatementAmount, readStatementDate } from './statement-values';

const naira = { decimal: '.', thousands: ',' } as const;

describe('readStatementAmount', () => {
  it.each([
    ['1,250,000.00', 125_000_000],
    ['950.5', 95_050],
    ['12', 1_200],
    ['₦407,460.00', 40_746_000],
    ['NGN 1,000.01', 100_001],
    ['0.00', 0],
  ])('reads %s as %i minor units', (text, minor) => {
    expect(readStatementAmount(text, naira)).toEqual({ minor, negative: false });
  });

  it('reads signs, brackets and CR/DR marks as credit or debit', () => {
    expect(readStatementAmount('-1,000.00', naira)).toEqual({ minor: 100_000, negative: true });
    expect(readStatementAmount('(5.00)', naira)).toEqual({ minor: 500, negative: true });
    expect(readStatementAmount('5.00 DR', naira)).toEqual({ minor: 500, negative: true });
    expect(readStatementAmount('5.00CR', naira)).toEqual({ minor: 500, negative: false });
  });

  it.each(['1,25,000.00', '1,250,00.00', '12.345', '1.2.3', 'abc', '', '1,000.', '12,3456.00'])(
    'refuses %j',
    (text) => {
      expect(readStatementAmount(text, naira)).toBeNull();
    },
  );

  it('reads European separators when told', () => {
    expect(readStatementAmount('1.250.000,00', { decimal: ',', thousands: '.' })?.minor).toBe(125_000_000);
    expect(readStatementAmount('1 250 000,00', { decimal: ',', thousands: ' ' })?.minor).toBe(125_000_000);
  });
});

describe('readStatementDate', () => {
  it('reads every format the presets use', () => {
    expect(readStatementDate('05-Nov-2026', 'DD-MMM-YYYY')).toBe('2026-11-05');
    expect(readStatementDate('05-NOV-26', 'DD-MMM-YY')).toBe('2026-11-05');
    expect(readStatementDate('5/11/2026', 'DD/MM/YYYY')).toBe('2026-11-05');
    expect(readStatementDate('05/11/2026 14:32:10', 'DD/MM/YYYY')).toBe('2026-11-05');
    expect(readStatementDate('2026-11-05', 'YYYY-MM-DD')).toBe('2026-11-05');
    expect(readStatementDate('05 Nov 2026', 'DD MMM YYYY')).toBe('2026-11-05');
  });

  it('refuses days that do not exist and other formats', () => {
    expect(readStatementDate('29/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(readStatementDate('05/13/2026', 'DD/MM/YYYY')).toBeNull();
    expect(readStatementDate('05-Foo-2026', 'DD-MMM-YYYY')).toBeNull();
    expect(readStatementDate('2026-11-05', 'DD/MM/YYYY')).toBeNull();
  });
});
