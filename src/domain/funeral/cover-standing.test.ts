import { describe, expect, it } from 'vitest';
import { coverStandingText, readCover, spellOn, type PremiumLedger } from './cover-standing';

// Approved 10 January 2027, first premium paid 14 January: cover from 15 January, due on the 15th of each month.
const approvedOn = '2027-01-10';
const ledger = (paidOn: string[], today: string): PremiumLedger => ({ approvedOn, paidOn, today });

describe('readCover', () => {
  it('is not approved without an approval date', () => {
    expect(readCover({ approvedOn: null, paidOn: [], today: '2027-01-01' }).standing).toEqual({
      state: 'not_approved',
    });
  });

  it('awaits the first premium from approval, with no cover at all', () => {
    const reading = readCover(ledger([], '2027-03-01'));
    expect(reading.standing).toEqual({ state: 'awaiting_first_premium', dueOn: approvedOn });
    expect(reading.spells).toEqual([]);
    expect(reading.nextPremium).toEqual({ index: 0, dueOn: approvedOn });
  });

  it('is in force from the day after the first premium, paid to the day before the next is due', () => {
    const reading = readCover(ledger(['2027-01-14'], '2027-01-20'));
    expect(reading.standing).toEqual({ state: 'in_force', coverStart: '2027-01-15', paidTo: '2027-02-14' });
    expect(reading.spells).toEqual([{ from: '2027-01-15', to: null, naturalDeathFrom: '2027-07-15' }]);
    expect(reading.nextPremium).toEqual({ index: 1, dueOn: '2027-02-15' });
  });

  it('counts premiums paid ahead', () => {
    const reading = readCover(ledger(['2027-01-14', '2027-01-20', '2027-01-20'], '2027-02-20'));
    expect(reading.standing).toMatchObject({ state: 'in_force', paidTo: '2027-04-14' });
  });

  it('is in grace from the due date of an unpaid premium until 30 days after it', () => {
    for (const today of ['2027-02-15', '2027-03-17']) {
      expect(readCover(ledger(['2027-01-14'], today)).standing).toEqual({
        state: 'in_grace',
        unpaidSince: '2027-02-15',
        coverUntil: '2027-03-17',
        premiumsDue: today === '2027-02-15' ? 1 : 2,
      });
    }
  });

  it('stays in force when the premium is paid within the grace', () => {
    const reading = readCover(ledger(['2027-01-14', '2027-03-10'], '2027-03-12'));
    expect(reading.standing).toMatchObject({ state: 'in_force', paidTo: '2027-03-14' });
    expect(reading.spells).toHaveLength(1);
  });

  it('lapses the day after the grace, and can be reinstated for 90 days', () => {
    const reading = readCover(ledger(['2027-01-14'], '2027-03-18'));
    expect(reading.standing).toEqual({
      state: 'lapsed',
      lapsedOn: '2027-03-18',
      reinstateBy: '2027-06-15',
      canReinstate: true,
      premiumsDue: 2,
    });
    expect(reading.spells).toEqual([
      { from: '2027-01-15', to: '2027-03-17', naturalDeathFrom: '2027-07-15' },
    ]);
    expect(reading.nextPremium).toEqual({ index: 1, dueOn: '2027-02-15' });
  });

  it('needs a new application once the 90 days have passed', () => {
    const reading = readCover(ledger(['2027-01-14'], '2027-06-16'));
    expect(reading.standing).toMatchObject({ state: 'lapsed', canReinstate: false });
    expect(reading.nextPremium).toBeNull();
    expect(coverStandingText(reading.standing)).toBe('Lapsed on 18 March 2027: a new application is needed');
  });

  it('reinstates the day after every premium due is paid, with a new natural-death waiting period', () => {
    // Premiums due 15 February and 15 March, paid together on 1 April (lapsed on 18 March).
    const reading = readCover(ledger(['2027-01-14', '2027-04-01', '2027-04-01'], '2027-04-05'));
    expect(reading.standing).toEqual({
      state: 'reinstated',
      reinstatedOn: '2027-04-02',
      paidTo: '2027-04-14',
      naturalDeathFrom: '2027-10-02',
    });
    expect(reading.spells).toEqual([
      { from: '2027-01-15', to: '2027-03-17', naturalDeathFrom: '2027-07-15' },
      { from: '2027-04-02', to: null, naturalDeathFrom: '2027-10-02' },
    ]);
    expect(spellOn(reading.spells, '2027-03-25')).toBeNull();
  });

  it('does not reinstate while part of the arrears is unpaid', () => {
    const reading = readCover(ledger(['2027-01-14', '2027-04-01'], '2027-04-05'));
    expect(reading.standing).toMatchObject({ state: 'lapsed', canReinstate: true, premiumsDue: 1 });
  });

  it('does not reinstate arrears paid after the 90 days', () => {
    const paid = ['2027-01-14', '2027-06-20', '2027-06-20', '2027-06-20', '2027-06-20', '2027-06-20'];
    expect(readCover(ledger(paid, '2027-06-21')).standing).toMatchObject({
      state: 'lapsed',
      canReinstate: false,
    });
  });

  it('is in force again once the new waiting period has run', () => {
    const paid = ['2027-01-14', '2027-04-01', '2027-04-01'];
    for (let month = 4; month <= 10; month++) paid.push(`2027-${String(month).padStart(2, '0')}-10`);
    const reading = readCover(ledger(paid, '2027-10-03'));
    expect(reading.standing).toEqual({ state: 'in_force', coverStart: '2027-01-15', paidTo: '2027-11-14' });
  });
});

describe('coverStandingText', () => {
  it('says each state the way every page shows it', () => {
    const say = (paidOn: string[], today: string) =>
      coverStandingText(readCover(ledger(paidOn, today)).standing);
    expect(say([], '2027-01-11')).toBe('Awaiting the first premium: cover starts the day after it is paid');
    expect(say(['2027-01-14'], '2027-01-20')).toBe('In force (paid to 14 February 2027)');
    expect(say(['2027-01-14'], '2027-02-20')).toBe(
      'In grace (unpaid since 15 February 2027, cover continues until 17 March 2027)',
    );
    expect(say(['2027-01-14'], '2027-03-18')).toBe(
      'Lapsed on 18 March 2027: pay the arrears by 15 June 2027 to reinstate it',
    );
    expect(say(['2027-01-14', '2027-04-01', '2027-04-01'], '2027-04-05')).toBe(
      'Reinstated on 2 April 2027 (paid to 14 April 2027); a natural death is covered again from 2 October 2027',
    );
  });
});
