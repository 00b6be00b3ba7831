import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt053';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.xml`, import.meta.url), 'utf8');

describe('parseCamt053', () => {
  it('reads camt.053.001.02: booked credits with remittance, payer and bank line id; debits and pending left out', () => {
    const parsed = parseCamt053(fixture('camt053-001-02'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.debits).toBe(1);
    expect(parsed.skipped).toBe(1);
    expect(parsed.credits).toEqual([
      {
        bankLineId: '000013261102093800012345',
        bookingDate: '2026-11-02',
        valueDate: '2026-11-02',
        amountMinor: 125_000_000,
        currency: 'NGN',
        narration: 'DH7KQ2M9XA ORDER & FEES',
        payerName: 'ADEBAYO OLUWASEUN',
        account: '0123456789',
        sourceLine: 24,
      },
      {
        bankLineId: '000015261105101500000991',
        bookingDate: '2026-11-05',
        valueDate: '2026-11-06',
        amountMinor: 95_050,
        currency: 'NGN',
        narration: 'PA3XZ8V1QR',
        payerName: 'EMEKA NWOSU',
        account: '0123456789',
        sourceLine: 51,
      },
    ]);
  });

  it('reads camt.053.001.08: Sts/Cd, Dbtr/Pty/Nm, an IBAN, and a batch entry as one credit per transfer', () => {
    const parsed = parseCamt053(fixture('camt053-001-08'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.skipped).toBe(1);
    expect(
      parsed.credits.map((c) => [c.bankLineId, c.amountMinor, c.currency, c.narration, c.payerName]),
    ).toEqual([
      ['FT2630812345', 165_497, 'USD', 'Order dh7kq2m9xa | thank you | E2E-77812', 'Ngozi Eze'],
      ['BATCH-0042/BATCH-0042-1', 10_000, 'USD', 'FA9RT4W2HC-01 <premium>', 'Tunde Bello'],
      ['BATCH-0042/2', 5_000, 'USD', 'PA3XZ8V1QR', 'Kemi Bello'],
    ]);
    expect(parsed.credits[0]!.account).toBe('GB33BUKB20201555555555');
  });

  it('refuses a DOCTYPE, so no external entity is ever read (XXE) and none expands', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>&xxe;</BkToCstmrStmt></Document>`;
    const parsed = parseCamt053(xxe);
    expect(parsed.credits).toEqual([]);
    expect(parsed.errors).toEqual([
      {
        line: 2,
        reason: 'a DOCTYPE or entity declaration is refused (they can read files or expand without bound)',
      },
    ]);
  });

  it('refuses an entity it does not know, and mismatched tags, with their line', () => {
    const ns = 'xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"';
    expect(parseCamt053(`<Document ${ns}>\n<BkToCstmrStmt>&xxe;</BkToCstmrStmt></Document>`).errors).toEqual([
      { line: 2, reason: "the entity '&xxe;' is refused: only XML's own five are read" },
    ]);
    expect(parseCamt053(`<Document ${ns}>\n<BkToCstmrStmt></Stmt></Document>`).errors).toEqual([
      { line: 2, reason: "'</Stmt>' closes no open '<BkToCstmrStmt>'" },
    ]);
    expect(parseCamt053(`<Document ${ns}><BkToCstmrStmt>`).errors[0]!.reason).toBe(
      "'<BkToCstmrStmt>' is never closed",
    );
  });

  it('refuses other messages: camt.052, or a document in no namespace', () => {
    const camt052 =
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>';
    expect(parseCamt053(camt052).errors).toEqual([
      { line: 1, reason: 'not an ISO 20022 camt.053 statement' },
    ]);
    expect(parseCamt053('<Document><BkToCstmrStmt/></Document>').errors).toHaveLength(1);
  });

  it('reports an entry it cannot read with its line and keeps reading the others', () => {
    const xml = fixture('camt053-001-02').replace(
      '<Amt Ccy="NGN">950.50</Amt>',
      '<Amt Ccy="NGN">950.505</Amt>',
    );
    const parsed = parseCamt053(xml);
    expect(parsed.credits).toHaveLength(1);
    expect(parsed.errors).toEqual([{ line: 51, reason: "amount '950.505' is not an amount in minor units" }]);
  });
});
