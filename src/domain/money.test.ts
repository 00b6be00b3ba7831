import { describe, expect, it } from 'vitest';
import { addPrices, formatNgn, formatUsd, multiplyPrice, price, toMinor } from './money';

describe('money', () => {
  it('keeps cents exact when converting from whole units', () => {
    expect(toMinor(1654.97)).toBe(165497);
    expect(toMinor(2488.77)).toBe(248877);
    expect(toMinor(0.1 + 0.2)).toBe(30);
  });

  it('shows whole amounts without decimals and amounts with cents with them', () => {
    expect(formatUsd(26300)).toBe('$263');
    expect(formatNgn(40746000)).toBe('₦407,460');
    expect(formatUsd(165497)).toBe('$1,654.97');
    expect(formatUsd(165490)).toBe('$1,654.90');
    expect(formatNgn(0)).toBe('₦0');
    expect(formatUsd(-500)).toBe('-$5');
  });

  it('adds and multiplies prices in both currencies', () => {
    expect(addPrices(price(1, 2), price(3, 4))).toEqual(price(4, 6));
    expect(multiplyPrice(price(263, 407460), 3)).toEqual(price(789, 1222380));
  });
});
