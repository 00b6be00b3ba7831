import { describe, expect, it } from 'vitest';
import {
  bankTransferLines,
  plainAmount,
  SWIFT_CODE_PATTERN,
  transferFromAbroad,
  transferLead,
  type BankTransferDetails,
} from './bank-transfer';

const naira: BankTransferDetails = {
  bankName: 'Sample Bank Plc',
  accountName: 'Diaspora Hub Ltd',
  accountNumber: '0123456789',
  currency: 'NGN',
  swiftCode: null,
  bankAddress: null,
  intermediary: null,
};

const amount = { usd: 120_000, ngn: 186_396_000 };

describe('bankTransferLines', () => {
  it('asks for the amount in the account’s currency, then the account, then the reference', () => {
    expect(bankTransferLines(naira, { reference: 'DH1A2B3C4D', amount })).toEqual([
      { label: 'Amount to send', what: 'amount', value: '₦1,863,960', copyValue: '1863960', kind: 'code' },
      { label: 'Currency', what: 'currency', value: 'NGN (Nigerian naira)', copyValue: 'NGN', kind: 'text' },
      {
        label: 'Bank',
        what: 'bank name',
        value: 'Sample Bank Plc',
        copyValue: 'Sample Bank Plc',
        kind: 'text',
      },
      {
        label: 'Account name',
        what: 'account name',
        value: 'Diaspora Hub Ltd',
        copyValue: 'Diaspora Hub Ltd',
        kind: 'text',
      },
      {
        label: 'Account number',
        what: 'account number',
        value: '0123456789',
        copyValue: '0123456789',
        kind: 'code',
      },
      {
        label: 'Payment reference',
        what: 'payment reference',
        value: 'DH1A2B3C4D',
        copyValue: 'DH1A2B3C4D',
        kind: 'code',
      },
    ]);
  });

  it('takes the dollar amount for a dollar account', () => {
    const [first, second] = bankTransferLines({ ...naira, currency: 'USD' }, { reference: 'DH1', amount });
    expect(first).toMatchObject({ value: '$1,200', copyValue: '1200' });
    expect(second).toMatchObject({ value: 'USD (US dollars)', copyValue: 'USD' });
  });

  it('leaves out the amount when none is given, and every international detail that is not configured', () => {
    const labels = bankTransferLines(naira, { reference: 'DH1' }).map((line) => line.label);
    expect(labels).toEqual(['Currency', 'Bank', 'Account name', 'Account number', 'Payment reference']);
  });

  it('lists the SWIFT/BIC, the bank’s address and the intermediary bank when configured', () => {
    const international: BankTransferDetails = {
      ...naira,
      currency: 'USD',
      swiftCode: 'SMPLNGLA',
      bankAddress: '1 Marina, Lagos, Nigeria',
      intermediary: {
        bankName: 'Example Bank NA, New York',
        swiftCode: 'EXMPUS33',
        accountNumber: '36001234',
      },
    };
    const lines = bankTransferLines(international, { reference: 'DH1', amount });
    expect(lines.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Amount to send: $1,200',
      'Currency: USD (US dollars)',
      'Bank: Sample Bank Plc',
      'Account name: Diaspora Hub Ltd',
      'Account number: 0123456789',
      'SWIFT/BIC: SMPLNGLA',
      'Bank address: 1 Marina, Lagos, Nigeria',
      'Intermediary bank: Example Bank NA, New York',
      'Intermediary SWIFT/BIC: EXMPUS33',
      'Account at intermediary: 36001234',
      'Payment reference: DH1',
    ]);
    const without = {
      ...international,
      intermediary: { ...international.intermediary!, accountNumber: null },
    };
    expect(bankTransferLines(without, { reference: 'DH1' }).map((line) => line.label)).not.toContain(
      'Account at intermediary',
    );
  });

  it('names every copy button after its value, and no two alike', () => {
    const lines = bankTransferLines(
      {
        ...naira,
        swiftCode: 'SMPLNGLA',
        bankAddress: 'Lagos',
        intermediary: { bankName: 'X', swiftCode: 'EXMPUS33', accountNumber: '1' },
      },
      { reference: 'DH1', amount },
    );
    const whats = lines.map((line) => line.what);
    expect(new Set(whats).size).toBe(whats.length);
    expect(whats).toContain('SWIFT/BIC');
  });
});

describe('plainAmount', () => {
  it('writes an amount as a bank’s amount field takes it: digits, and cents only when there are some', () => {
    expect(plainAmount(186_396_000)).toBe('1863960');
    expect(plainAmount(165_497)).toBe('1654.97');
    expect(plainAmount(165_490)).toBe('1654.90');
    expect(plainAmount(5)).toBe('0.05');
    expect(plainAmount(0)).toBe('0');
  });
});

describe('the sentences around the values', () => {
  it('say which currency and the exact amount', () => {
    expect(transferLead('NGN', amount)).toBe(
      'Send exactly ₦1,863,960 in NGN to the account below, quoting the payment reference so we can match your payment.',
    );
    expect(transferLead('USD')).toBe(
      'Send the amount due in USD to the account below, quoting the payment reference so we can match your payment.',
    );
    expect(transferFromAbroad('USD')).toContain('send USD');
  });
});

describe('SWIFT_CODE_PATTERN', () => {
  it('takes 8 or 11 characters: bank, country, location and an optional branch', () => {
    for (const code of ['SMPLNGLA', 'SMPLNGLAXXX', 'CITIUS33', 'FBNINGLA123']) {
      expect(SWIFT_CODE_PATTERN.test(code)).toBe(true);
    }
    for (const code of ['SMPLNGL', 'SMPLNGLAX', 'smplngla', '1234NGLA', 'SMPLNGLAXXXX']) {
      expect(SWIFT_CODE_PATTERN.test(code)).toBe(false);
    }
  });
});
