import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, amountText, typedAmount } from './amount-fields';

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
