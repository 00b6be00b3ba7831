import { describe, expect, it } from 'vitest';
import { addPrices, formatNgn, formatUsd, formatWholeNumber, multiplyPrice, price, toMinor } from './money';

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

  it('writes amounts as en-US number formatting would, from one cent to billions', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 100000000, 123456789012, 7e13];
    for (const minor of [...amounts, ...amounts.map((amount) => -amount)]) {
      const formatted = (minor % 100 === 0 ? whole : withCents).format(Math.abs(minor) / 100);
      expect(formatUsd(minor)).toBe(`${minor < 0 ? '-' : ''}$${formatted}`);
    }
  });

  it('writes whole numbers with thousands separators', () => {
    expect(formatWholeNumber(0)).toBe('0');
    expect(formatWholeNumber(950)).toBe('950');
    expect(formatWholeNumber(1650)).toBe('1,650');
    expect(formatWholeNumber(-1234567)).toBe('-1,234,567');
  });

  it('adds and multiplies prices in both currencies', () => {
    expect(addPrices(price(1, 2), price(3, 4))).toEqual(price(4, 6));
    expect(multiplyPrice(price(263, 407460), 3)).toEqual(price(789, 1222380));
  });
});
