import { describe, expect, it } from 'vitest';
import { funeralApplicationReference } from '../funeral/funeral-plan';
import { premiumReference } from '../funeral/funeral-ledger';
import { confirmationNumber } from '../orders/confirmation-number';
import { applicationReference } from '../property/application-reference';
import { matchCredits, type CreditMatch } from './match-credits';
import type { OpenItem } from './open-item';
import type { StatementCredit } from './statement-credit';

const ORDER = confirmationNumber(41n);
const FEE = applicationReference(7n);
const FUNERAL = funeralApplicationReference(3n);
/** A confirmation number handed out before references left out O, I and L (decision 018's amendment). */
const OLD_ORDER = 'DHTZY0OKV5';

const order: OpenItem = {
  kind: 'order',
  id: 'order-1',
  reference: ORDER,
  amountMinor: 125_000_000,
  currency: 'NGN',
};
const oldOrder: OpenItem = {
  kind: 'order',
  id: 'order-0',
  reference: OLD_ORDER,
  amountMinor: 40_746_000,
  currency: 'NGN',
};
const fee: OpenItem = {
  kind: 'application-fee',
  id: 'app-1',
  reference: FEE,
  amountMinor: 95_050,
  currency: 'NGN',
};
const premium = (index: number): OpenItem => ({
  kind: 'funeral-premium',
  id: 'funeral-1',
  premiumIndex: index,
  reference: premiumReference(FUNERAL, index),
  amountMinor: 2_500_000,
  currency: 'NGN',
});
const open = [order, oldOrder, fee, premium(0)];

function credit(narration: string, amountMinor: number, currency = 'NGN'): StatementCredit {
  return {
    bankLineId: null,
    bookingDate: '2026-11-02',
    valueDate: '2026-11-02',
    amountMinor,
    currency,
    narration,
    payerName: null,
    account: '0123456789',
    sourceLine: 1,
  };
}

const matchOne = (narration: string, amountMinor: number, items = open, currency = 'NGN') =>
  matchCredits([credit(narration, amountMinor, currency)], items)[0]!;
const summary = (match: CreditMatch) =>
  match.outcome === 'exact'
    ? { outcome: 'exact', id: match.candidate.item.id, foundBy: match.candidate.foundBy }
    : match.outcome === 'near'
      ? {
          outcome: 'near',
          reason: match.reason,
          candidates: match.candidates.map((c) => [c.item.id, c.foundBy, c.payment, c.differenceMinor]),
        }
      : { outcome: 'unmatched' };

describe('matchCredits', () => {
  it('matches exactly by reference and amount in the account’s currency', () => {
    expect(summary(matchOne(`NIP TRANSFER FROM ADA OBI/${ORDER}/ORDER`, 125_000_000))).toEqual({
      outcome: 'exact',
      id: 'order-1',
      foundBy: 'reference',
    });
    expect(summary(matchOne(`USSD TRF ${FEE}`, 95_050))).toMatchObject({ outcome: 'exact', id: 'app-1' });
  });

  it('tolerates lower case, spaces and hyphens inside the reference', () => {
    const spaced = `${ORDER.slice(0, 2)} ${ORDER.slice(2, 6)}-${ORDER.slice(6)}`.toLowerCase();
    expect(summary(matchOne(`mobile trf ${spaced} thanks`, 125_000_000))).toMatchObject({ outcome: 'exact' });
  });

  it('reads O, I and L typed for 0 and 1', () => {
    const withZeros: OpenItem = { ...order, id: 'order-2', reference: confirmationNumber(2n) };
    const withOne: OpenItem = { ...order, id: 'order-3', reference: 'DH1B2C3D4E' };
    expect(withZeros.reference).toBe('DH56KSH00K');
    const items = [...open, withZeros, withOne];
    for (const typed of ['DH56KSHO0K', 'dh56ksh0ok', 'DHlB2C3D4E', 'DHIB2C3D4E']) {
      expect(summary(matchOne(`REF ${typed}`, 125_000_000, items))).toMatchObject({
        outcome: 'exact',
        foundBy: 'lookalike',
      });
    }
  });

  it('still matches an older reference stored with O as typed, and as retyped with 0', () => {
    expect(summary(matchOne('TRF DHTZY0OKV5', 40_746_000))).toEqual({
      outcome: 'exact',
      id: 'order-0',
      foundBy: 'reference',
    });
    expect(summary(matchOne('TRF DHTZY00KV5', 40_746_000))).toEqual({
      outcome: 'exact',
      id: 'order-0',
      foundBy: 'lookalike',
    });
    expect(summary(matchOne('trf dhtzyookv5', 40_746_000))).toEqual({
      outcome: 'exact',
      id: 'order-0',
      foundBy: 'lookalike',
    });
  });

  it('flags an underpaid and an overpaid transfer with the difference', () => {
    expect(summary(matchOne(ORDER, 124_990_000))).toEqual({
      outcome: 'near',
      reason: 'amount-differs',
      candidates: [['order-1', 'reference', 'underpaid', -10_000]],
    });
    expect(summary(matchOne(ORDER, 125_050_000))).toEqual({
      outcome: 'near',
      reason: 'amount-differs',
      candidates: [['order-1', 'reference', 'overpaid', 50_000]],
    });
  });

  it('does not confirm a credit in another currency than the amount asked for', () => {
    expect(summary(matchOne(ORDER, 125_000_000, open, 'USD'))).toMatchObject({
      outcome: 'near',
      reason: 'other-currency',
    });
  });

  it('offers a reference one character wrong, or with two neighbours swapped, only with the amount due', () => {
    const body = ORDER.slice(2);
    const wrong = `DH${body[0] === 'X' ? 'Y' : 'X'}${body.slice(1)}`;
    const swapped = `DH${body.slice(0, 3)}${body[4]}${body[3]}${body.slice(5)}`;
    expect(body[3]).not.toBe(body[4]);
    for (const typed of [wrong, swapped]) {
      expect(summary(matchOne(`TRF ${typed}`, 125_000_000))).toEqual({
        outcome: 'near',
        reason: 'reference-partly-right',
        candidates: [['order-1', 'one-typo', 'amount-due', 0]],
      });
      expect(summary(matchOne(`TRF ${typed}`, 124_000_000))).toEqual({ outcome: 'unmatched' });
    }
  });

  it('matches a premium by its own reference, and by the application’s when only one premium is open', () => {
    expect(summary(matchOne(`PREMIUM ${FUNERAL}-01`, 2_500_000))).toMatchObject({
      outcome: 'exact',
      foundBy: 'reference',
    });
    expect(summary(matchOne(`PREMIUM ${FUNERAL} 01`, 2_500_000))).toMatchObject({ outcome: 'exact' });
    expect(summary(matchOne(`PREMIUM ${FUNERAL}`, 2_500_000))).toMatchObject({
      outcome: 'exact',
      foundBy: 'application',
    });
  });

  it('offers the one premium a typo away when the premium’s number is given, though two are open', () => {
    const twoOpen = [...open, premium(1)];
    const typed = `${FUNERAL.slice(0, 4)}${FUNERAL[5]}${FUNERAL[4]}${FUNERAL.slice(6)}-02`;
    expect(FUNERAL[4]).not.toBe(FUNERAL[5]);
    expect(summary(matchOne(typed, 2_500_000, twoOpen))).toEqual({
      outcome: 'near',
      reason: 'reference-partly-right',
      candidates: [['funeral-1', 'one-typo', 'amount-due', 0]],
    });
    expect(summary(matchOne(typed.slice(0, -3), 2_500_000, twoOpen))).toMatchObject({
      reason: 'several-items',
    });
  });

  it('does not take a premium’s number that is not open for the open one', () => {
    expect(summary(matchOne(`PREMIUM ${FUNERAL}-02`, 2_500_000))).toEqual({
      outcome: 'near',
      reason: 'reference-partly-right',
      candidates: [['funeral-1', 'another-premium', 'amount-due', 0]],
    });
  });

  it('never guesses between several items: near, with every candidate', () => {
    const twoOpen = [...open, premium(1)];
    expect(summary(matchOne(`FUNERAL ${FUNERAL}`, 2_500_000, twoOpen))).toEqual({
      outcome: 'near',
      reason: 'several-items',
      candidates: [
        ['funeral-1', 'application', 'amount-due', 0],
        ['funeral-1', 'application', 'amount-due', 0],
      ],
    });
    expect(summary(matchOne(`${ORDER} AND ${FEE}`, 125_095_050))).toMatchObject({
      outcome: 'near',
      reason: 'several-items',
    });
  });

  it('asks when two older references differ only by O and 0 and the typed one is neither', () => {
    const twin: OpenItem = { ...oldOrder, id: 'order-twin', reference: 'DHTZYO0KV5' };
    const items = [oldOrder, twin];
    expect(summary(matchOne('DHTZY0OKV5', 40_746_000, items))).toMatchObject({
      outcome: 'exact',
      id: 'order-0',
    });
    expect(summary(matchOne('DHTZY00KV5', 40_746_000, items))).toMatchObject({
      outcome: 'near',
      reason: 'several-items',
    });
  });

  it('leaves credits that name nothing unmatched', () => {
    expect(summary(matchOne('CASH DEPOSIT BY SELF', 10_000_000))).toEqual({ outcome: 'unmatched' });
    expect(summary(matchOne('PAYMENT FOR FAMILY DHL PARCEL', 95_050))).toEqual({ outcome: 'unmatched' });
    expect(summary(matchOne(ORDER, 125_000_000, []))).toEqual({ outcome: 'unmatched' });
  });

  it('makes two exact matches of one item near: paid twice, or the same line twice', () => {
    const matches = matchCredits([credit(ORDER, 125_000_000), credit(`AGAIN ${ORDER}`, 125_000_000)], open);
    expect(matches.map((match) => summary(match))).toEqual([
      {
        outcome: 'near',
        reason: 'item-matched-twice',
        candidates: [['order-1', 'reference', 'amount-due', 0]],
      },
      {
        outcome: 'near',
        reason: 'item-matched-twice',
        candidates: [['order-1', 'reference', 'amount-due', 0]],
      },
    ]);
  });
});
