/**
 * The benchmark's data (scripts/bench-reconcile.ts): open orders, application fees and funeral premiums with the
 * real reference functions, and a GTBank-shaped CSV statement whose every line says what the matcher must make of
 * it, so the benchmark checks the result as well as the time.
 */
import { funeralApplicationReference } from '../src/domain/funeral/funeral-plan';
import { premiumReference } from '../src/domain/funeral/funeral-ledger';
import { confirmationNumber } from '../src/domain/orders/confirmation-number';
import { applicationReference } from '../src/domain/property/application-reference';
import { REFERENCE_ALPHABET } from '../src/domain/reference-alphabet';
import type { OpenItem } from '../src/domain/reconciliation/open-item';

/** What each planted line should come out as. */
export const PLANTS = ['exact', 'lookalike', 'spaced', 'wrong-amount', 'one-typo', 'unrelated'] as const;
export type Plant = (typeof PLANTS)[number];
/** Shares of the statement's lines, summing to 1. */
const SHARES: Record<Plant, number> = {
  exact: 0.4,
  lookalike: 0.1,
  spaced: 0.1,
  'wrong-amount': 0.1,
  'one-typo': 0.1,
  unrelated: 0.2,
};
export const EXPECTED_OUTCOME: Record<Plant, 'exact' | 'near' | 'unmatched'> = {
  exact: 'exact',
  lookalike: 'exact',
  spaced: 'exact',
  'wrong-amount': 'near',
  'one-typo': 'near',
  unrelated: 'unmatched',
};

/** Prices in kobo as the catalogue's plans, fees and premiums make them: few, so many items share an amount. */
const AMOUNTS = [125_000_000, 40_746_000, 95_050, 2_500_000, 1_863_960_00, 7_500_000, 15_000_000, 50_000_00];
const NAMES = [
  'ADEBAYO OLUWASEUN',
  'CHIOMA OKAFOR',
  'EMEKA NWOSU',
  'NGOZI EZE',
  'TUNDE BELLO',
  'KEMI ADEYEMI',
];
const UNRELATED = [
  'POS PURCHASE REVERSAL',
  'CASH DEPOSIT BY SELF',
  'PAYMENT FOR FAMILY DHL PARCEL',
  'SALARY ADVANCE REFUND',
  'INTEREST PAID',
  'TRANSFER FROM FATHER',
];

export function openItems(count: number, random: () => number): OpenItem[] {
  const items: OpenItem[] = [];
  const amount = () => AMOUNTS[Math.floor(random() * AMOUNTS.length)]!;
  for (let i = 0; items.length < count; i++) {
    const which = i % 10;
    const sequence = BigInt(i);
    if (which < 7) {
      items.push({
        kind: 'order',
        id: `o${i}`,
        reference: confirmationNumber(sequence),
        amountMinor: amount(),
        currency: 'NGN',
      });
    } else if (which < 8) {
      items.push({
        kind: 'application-fee',
        id: `a${i}`,
        reference: applicationReference(sequence),
        amountMinor: amount(),
        currency: 'NGN',
      });
    } else {
      // Two premiums open of one funeral application, so a line quoting only the application would be ambiguous.
      const application = funeralApplicationReference(sequence);
      const premium = amount();
      for (const index of [0, 1]) {
        items.push({
          kind: 'funeral-premium',
          id: `f${i}`,
          premiumIndex: index,
          reference: premiumReference(application, index),
          amountMinor: premium,
          currency: 'NGN',
        });
      }
    }
  }
  return items.slice(0, count);
}

const pick = <T>(list: readonly T[], random: () => number) => list[Math.floor(random() * list.length)]!;

/** The reference with one character after the prefix replaced, or two different neighbours swapped. */
function typo(reference: string, random: () => number): string {
  const at = 2 + Math.floor(random() * 7);
  if (random() < 0.5 && reference[at] !== reference[at + 1]) {
    return reference.slice(0, at) + reference[at + 1] + reference[at] + reference.slice(at + 2);
  }
  const others = REFERENCE_ALPHABET.replace(reference[at]!, '');
  return reference.slice(0, at) + pick([...others], random) + reference.slice(at + 1);
}

/** What a payer typed for each plant, or null when the reference cannot carry it (no 0 or 1 to mistype). */
function typed(plant: Plant, reference: string, random: () => number): string | null {
  const plain = reference.replace('-', '');
  switch (plant) {
    case 'lookalike': {
      const at = plain.slice(2, 10).search(/[01]/);
      if (at < 0) return null;
      const letter = plain[at + 2] === '0' ? 'O' : pick(['I', 'l'], random);
      return plain.slice(0, at + 2) + letter + plain.slice(at + 3);
    }
    case 'spaced':
      return `${plain.slice(0, 2)} ${plain.slice(2, 6)} ${plain.slice(6)}`.toLowerCase();
    case 'one-typo':
      return typo(plain, random);
    default:
      return reference;
  }
}

const csvAmount = (minor: number) =>
  `"${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}"`;

export interface Statement {
  csv: string;
  plants: { plant: Plant; itemId: string | null; premiumIndex: number | null }[];
}

/** `lines` credits in GTBank's export, each planted with a distinct open item (or none, for unrelated ones). */
export function statement(items: readonly OpenItem[], lines: number, random: () => number): Statement {
  const rows = [
    'Guaranty Trust Bank Plc',
    'Account Number:,0123456789',
    'Trans. Date,Value. Date,Reference,Debits,Credits,Balance,Originating Branch,Remarks',
  ];
  const plants: Statement['plants'] = [];
  let next = 0;
  const planned = PLANTS.flatMap((plant) => Array<Plant>(Math.round(SHARES[plant] * lines)).fill(plant));
  for (const plant of planned.slice(0, lines)) {
    let narration = `CASH DEPOSIT ${plants.length}`;
    let amount = pick(AMOUNTS, random) + 1;
    let item: OpenItem | null = null;
    if (plant === 'unrelated') narration = `${pick(UNRELATED, random)} ${plants.length}`;
    else {
      let text: string | null = null;
      while (text === null) {
        item = items[next++]!;
        text = typed(plant, item.reference, random);
      }
      amount =
        plant === 'wrong-amount'
          ? item!.amountMinor + pick([-10_000, -50, 50_000], random)
          : item!.amountMinor;
      narration = `NIP TRANSFER FROM ${pick(NAMES, random)}/${text}/PAYMENT`;
    }
    const day = String(1 + (plants.length % 28)).padStart(2, '0');
    rows.push(
      `${day}-Nov-2026,${day}-Nov-2026,'${plants.length},,${csvAmount(amount)},,E-CHANNELS,"${narration}"`,
    );
    plants.push({
      plant,
      itemId: item?.id ?? null,
      premiumIndex: item?.kind === 'funeral-premium' ? item.premiumIndex : null,
    });
  }
  return { csv: rows.join('\r\n'), plants };
}
