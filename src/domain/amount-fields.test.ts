import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, amountText, typedAmount, withoutThousandsSeparators } from './amount-fields';

describe('typedAmount', () => {
  it.each([
    ['250000', 25_000_000],
    ['250,000.50', 25_000_050],
    [' 6.19 ', 619],
  ])('reads %j as %i minor units', (typed, minor) => expect(typedAmount.parse(typed)).toBe(minor));

  it.each([
    ['', AMOUNT_MESSAGES.amountRequired],
    ['12.345', AMOUNT_MESSAGES.amountFormat],
    ['-5', AMOUNT_MESSAGES.amountFormat],
    ['0', AMOUNT_MESSAGES.amountPositive],
  ])('refuses %j', (typed, message) => {
    expect(typedAmount.safeParse(typed).error?.issues[0]?.message).toBe(message);
  });
});

describe('amountText', () => {
  it('shows minor units as typed: whole amounts bare, cents with two places', () => {
    expect(amountText(25_000_000)).toBe('250000');
    expect(amountText(150_050)).toBe('1500.50');
    expect(amountText(6_19)).toBe('6.19');
  });
});

describe('withoutThousandsSeparators', () => {
  it.each([
    ['150,000', '150000'],
    ['150 000', '150000'],
    ['150\u00a0000', '150000'],
    ['1,250,000.50', '1250000.50'],
    [' 2,500 ', '2500'],
    ['250000', '250000'],
    ['6.19', '6.19'],
  ])('reads %j as %j', (typed, plain) => expect(withoutThousandsSeparators(typed)).toBe(plain));

  it.each(['1,50', '15,0000', '1,000 000', '1,,000', ',100'])(
    'leaves the unclear %j for the rule to refuse',
    (typed) => expect(withoutThousandsSeparators(typed)).toMatch(/[, ]/),
  );
});

describe('typedAmount with thousands separators', () => {
  it.each([
    ['150,000', 15_000_000],
    ['150 000', 15_000_000],
    ['1,250,000.50', 125_000_050],
  ])('reads %j as %i minor units', (typed, minor) => expect(typedAmount.parse(typed)).toBe(minor));

  it.each(['1,50', '15,0000', '150,000.5.0'])('refuses the unclear %j', (typed) => {
    expect(typedAmount.safeParse(typed).error?.issues[0]?.message).toBe(AMOUNT_MESSAGES.amountFormat);
  });
});
