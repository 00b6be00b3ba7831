import { z } from 'zod';
import { formatMoney, type Price } from '../money';

/**
 * How the company is paid by bank transfer (DECISIONS 18, docs/decisions/031): the account, the one currency it
 * takes, and the details a bank abroad asks for. Configuration, never code; a detail that is not configured is
 * null and its line is left out.
 */

/** The currencies the receiving account can hold: a naira account, or a dollar (domiciliary) account. */
export const TRANSFER_CURRENCIES = ['NGN', 'USD'] as const;
export type TransferCurrency = (typeof TRANSFER_CURRENCIES)[number];

const CURRENCY_NAMES: Record<TransferCurrency, string> = { NGN: 'Nigerian naira', USD: 'US dollars' };

/** ISO 9362: bank (4 letters), country (2), location (2), and an optional branch (3). */
export const SWIFT_CODE_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const BankTransferDetailsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  currency: z.enum(TRANSFER_CURRENCIES),
  swiftCode: z.string().nullable(),
  bankAddress: z.string().nullable(),
  /** The correspondent bank an international transfer goes through, when the bank names one. */
  intermediary: z
    .object({
      bankName: z.string(),
      swiftCode: z.string(),
      /** Our bank's own account at the intermediary, when the bank asks senders to quote it. */
      accountNumber: z.string().nullable(),
    })
    .nullable(),
});
export type BankTransferDetails = z.infer<typeof BankTransferDetailsSchema>;

/** One value of the instructions: shown as `value`, copied as `copyValue`, its button named 'Copy <what>'. */
export interface TransferLine {
  label: string;
  value: string;
  copyValue: string;
  what: string;
  /** A code (number, SWIFT, amount) never breaks inside; text (a name, an address) wraps between its words. */
  kind: 'code' | 'text';
}

/** The order's amount in the currency the account takes, in minor units. */
export function amountToSend(amount: Price, currency: TransferCurrency): number {
  return currency === 'USD' ? amount.usd : amount.ngn;
}

/** As a bank's amount field takes it: digits and a decimal point only, '1863960' or '1654.97'. */
export function plainAmount(minor: number): string {
  const whole = Math.floor(Math.abs(minor) / 100);
  const cents = Math.abs(minor) % 100;
  return `${minor < 0 ? '-' : ''}${whole}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

export function formatTransferAmount(minor: number, currency: TransferCurrency): string {
  return formatMoney(minor, currency === 'USD' ? 'usd' : 'ngn');
}

function line(label: string, what: string, value: string, kind: TransferLine['kind']): TransferLine {
  return { label, what, value, copyValue: value, kind };
}

/**
 * Every value a payer types into their bank's form, in the order the form asks for them: what to send, where to,
 * and the reference. The page and the confirmation mail both list these, so they cannot disagree.
 */
export function bankTransferLines(
  details: BankTransferDetails,
  { reference, amount }: { reference: string; amount?: Price },
): TransferLine[] {
  const { currency, intermediary } = details;
  const lines: TransferLine[] = [];
  if (amount) {
    const minor = amountToSend(amount, currency);
    lines.push({
      label: 'Amount to send',
      what: 'amount',
      value: formatTransferAmount(minor, currency),
      copyValue: plainAmount(minor),
      kind: 'code',
    });
  }
  lines.push({
    label: 'Currency',
    what: 'currency',
    value: `${currency} (${CURRENCY_NAMES[currency]})`,
    copyValue: currency,
    kind: 'text',
  });
  lines.push(line('Bank', 'bank name', details.bankName, 'text'));
  lines.push(line('Account name', 'account name', details.accountName, 'text'));
  lines.push(line('Account number', 'account number', details.accountNumber, 'code'));
  if (details.swiftCode) lines.push(line('SWIFT/BIC', 'SWIFT/BIC', details.swiftCode, 'code'));
  if (details.bankAddress) lines.push(line('Bank address', 'bank address', details.bankAddress, 'text'));
  if (intermediary) {
    lines.push(line('Intermediary bank', 'intermediary bank', intermediary.bankName, 'text'));
    lines.push(line('Intermediary SWIFT/BIC', 'intermediary SWIFT/BIC', intermediary.swiftCode, 'code'));
    if (intermediary.accountNumber) {
      lines.push(
        line('Account at intermediary', 'account at intermediary', intermediary.accountNumber, 'code'),
      );
    }
  }
  lines.push(line('Payment reference', 'payment reference', reference, 'code'));
  return lines;
}

/** The sentence above the values: which currency, how much, and why the reference matters. */
export function transferLead(currency: TransferCurrency, amount?: Price): string {
  const what = amount
    ? `Send exactly ${formatTransferAmount(amountToSend(amount, currency), currency)} in ${currency}`
    : `Send the amount due in ${currency}`;
  return `${what} to the account below, quoting the payment reference so we can match your payment.`;
}

/** For a payer abroad, whose bank would otherwise convert the money or take its fees out of it. */
export function transferFromAbroad(currency: TransferCurrency): string {
  return `Paying from abroad? Ask your bank or transfer service to send ${currency} and to pay its charges on your side, so the full amount arrives.`;
}
