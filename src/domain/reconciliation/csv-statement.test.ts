import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSV_PRESETS, type CsvColumnMapping, type CsvPreset } from './csv-column-mapping';
import { parseCsvStatement } from './csv-statement';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.csv`, import.meta.url), 'utf8');
const account = { account: '0123456789', currency: 'NGN' };

describe('parseCsvStatement with the banks’ presets', () => {
  const expected: Record<CsvPreset, { amounts: number[]; debits: number; skipped: number }> = {
    gtbank: { amounts: [125_000_000, 40_746_000, 95_050], debits: 1, skipped: 2 },
    access: { amounts: [125_000_000, 2_500_000, 95_050], debits: 1, skipped: 0 },
    zenith: { amounts: [125_000_000, 95_050, 10_000_000], debits: 1, skipped: 2 },
    firstbank: { amounts: [125_000_000, 2_500_000], debits: 1, skipped: 0 },
    uba: { amounts: [125_000_000, 95_050], debits: 1, skipped: 1 },
  };
  for (const [preset, want] of Object.entries(expected)) {
    it(`reads ${preset}'s export: credits in kobo, debits and summary lines counted, no errors`, () => {
      const parsed = parseCsvStatement(fixture(preset), CSV_PRESETS[preset as CsvPreset], account);
      expect(parsed.errors).toEqual([]);
      expect(parsed.credits.map((credit) => credit.amountMinor)).toEqual(want.amounts);
      expect(parsed.debits).toBe(want.debits);
      expect(parsed.skipped).toBe(want.skipped);
      expect(parsed.credits[0]).toMatchObject({
        bookingDate: '2026-11-02',
        account: '0123456789',
        currency: 'NGN',
      });
      expect(parsed.credits[0]!.narration).toContain('DH7KQ2M9XA');
    });
  }

  it('keeps GTBank’s quoted narration with its doubled quotes, value date and line reference', () => {
    const { credits } = parseCsvStatement(fixture('gtbank'), CSV_PRESETS.gtbank, account);
    expect(credits[1]).toEqual({
      bankLineId: "'000004261105111200000077",
      bookingDate: '2026-11-05',
      valueDate: '2026-11-06',
      amountMinor: 40_746_000,
      currency: 'NGN',
      narration: 'MOBILE TRF FROM CHIOMA "CHI" OKAFOR dh 7kq2 m9xb',
      payerName: null,
      account: '0123456789',
      sourceLine: 12,
    });
  });

  it('reads a comma inside a quoted narration as text, not a column', () => {
    const { credits } = parseCsvStatement(fixture('zenith'), CSV_PRESETS.zenith, account);
    expect(credits[1]!.narration).toBe('TRANSFER FROM EMEKA NWOSU, FOR PA3XZ8V1QR');
    expect(credits[2]!.valueDate).toBe('2026-11-07');
  });
});

describe('parseCsvStatement refusals', () => {
  const header = 'Trans. Date,Value. Date,Reference,Debits,Credits,Balance,Originating Branch,Remarks';
  const parse = (...rows: string[]) =>
    parseCsvStatement([header, ...rows].join('\r\n'), CSV_PRESETS.gtbank, account);

  it('reports each bad row with its line number and reason, and keeps the good ones', () => {
    const parsed = parse(
      '31-Nov-2026,,,,100.00,,,NO SUCH DAY',
      '02-Nov-2026,,,,"1,25,000.00",,,BAD GROUPING',
      '02-Nov-2026,,,,,,,NO AMOUNT',
      '02-Nov-2026,,,5.00,6.00,,,BOTH',
      '02-Nov-2026,,,,7.00,,,SHORT',
      '02-Nov-2026,,,,7.00',
      '02-Nov-2026,,,,12.5,,,FINE',
    );
    expect(parsed.errors).toEqual([
      { line: 2, reason: "'31-Nov-2026' is not a date written DD-MMM-YYYY" },
      { line: 3, reason: "credit '1,25,000.00' is not an amount" },
      { line: 4, reason: 'has no amount' },
      { line: 5, reason: 'has both a credit and a debit' },
      { line: 7, reason: 'has 5 fields where the header has 8' },
    ]);
    expect(parsed.credits.map((credit) => [credit.narration, credit.amountMinor])).toEqual([
      ['SHORT', 700],
      ['FINE', 1250],
    ]);
  });

  it('refuses a file whose quote is never closed, at the line the quote opened', () => {
    const parsed = parse('02-Nov-2026,,,,7.00,,,OK', '03-Nov-2026,,,,8.00,,,"NEVER CLOSED', '04-Nov-2026');
    expect(parsed).toEqual({
      credits: [],
      debits: 0,
      skipped: 0,
      errors: [{ line: 3, reason: 'a quoted field is never closed' }],
    });
  });

  it('says which columns it looked for when the header is missing', () => {
    const parsed = parseCsvStatement('a,b,c\n1,2,3\n', CSV_PRESETS.uba, account);
    expect(parsed.errors).toEqual([
      {
        line: 1,
        reason:
          "no header row with the columns 'Tran Date', 'Narration', 'Value Date', 'Chq. No', 'Credit', 'Debit'",
      },
    ]);
  });
});

describe('parseCsvStatement with a mapping of its own', () => {
  it('reads a signed amount column with semicolons and European numbers, debits left out', () => {
    const mapping: CsvColumnMapping = {
      label: 'Custom',
      bookingDate: 'Date',
      narration: 'Details',
      payerName: 'Counterparty',
      money: { amount: 'Amount' },
      dateFormat: 'YYYY-MM-DD',
      number: { decimal: ',', thousands: '.' },
      delimiter: ';',
    };
    const text = [
      'Date;Details;Counterparty;Amount',
      '2026-11-02;DH7KQ2M9XA;Ada Obi;1.250.000,00',
      '2026-11-03;Fees;;-12,50',
      '2026-11-04;Refund;;(3,00)',
      '2026-11-05;PA3XZ8V1QR;;950,5',
    ].join('\n');
    const parsed = parseCsvStatement(text, mapping, { account: 'GB00X', currency: 'GBP' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.debits).toBe(2);
    expect(parsed.credits.map((c) => [c.amountMinor, c.payerName])).toEqual([
      [125_000_000, 'Ada Obi'],
      [95_050, null],
    ]);
  });
});
