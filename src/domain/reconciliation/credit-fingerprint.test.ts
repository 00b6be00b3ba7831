import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt053';
import { creditFingerprints } from './credit-fingerprint';
import { CSV_PRESETS } from './csv-column-mapping';
import { parseCsvStatement } from './csv-statement';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const account = { account: '0123456789', currency: 'NGN' };

describe('creditFingerprints', () => {
  it('gives the same statement imported twice the same fingerprints', () => {
    const first = creditFingerprints(
      parseCsvStatement(fixture('gtbank.csv'), CSV_PRESETS.gtbank, account).credits,
      sha256,
    );
    const again = creditFingerprints(
      parseCsvStatement(fixture('gtbank.csv'), CSV_PRESETS.gtbank, account).credits,
      sha256,
    );
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect(first[0]).toMatch(/^[0-9a-f]{64}$/);
    const xml = fixture('camt053-001-08.xml');
    expect(creditFingerprints(parseCamt053(xml).credits, sha256)).toEqual(
      creditFingerprints(parseCamt053(xml).credits, sha256),
    );
  });

  it('keeps two identical transfers on one day two credits, and the same ones in a longer export', () => {
    const row = '02-Nov-2026,02-Nov-2026,,,"5,000.00",,,TRF DH7KQ2M9XA';
    const header = 'Trans. Date,Value. Date,Reference,Debits,Credits,Balance,Originating Branch,Remarks';
    const twice = parseCsvStatement([header, row, row].join('\n'), CSV_PRESETS.gtbank, account).credits;
    const later = '03-Nov-2026,03-Nov-2026,,,"9.00",,,OTHER';
    const longer = parseCsvStatement(
      ['Preamble', header, row, row, later].join('\n'),
      CSV_PRESETS.gtbank,
      account,
    );
    const [a, b] = creditFingerprints(twice, sha256);
    expect(a).not.toBe(b);
    expect(creditFingerprints(longer.credits, sha256).slice(0, 2)).toEqual([a, b]);
  });

  it('changes with the account, the amount or the narration', () => {
    const [credit] = parseCsvStatement(fixture('uba.csv'), CSV_PRESETS.uba, account).credits;
    const [base] = creditFingerprints([credit!], sha256);
    for (const change of [
      { account: '999' },
      { amountMinor: 1 },
      { narration: 'other' },
      { bankLineId: 'X' },
    ]) {
      expect(creditFingerprints([{ ...credit!, ...change }], sha256)[0]).not.toBe(base);
    }
  });
});
