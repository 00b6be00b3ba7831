import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY, isCountry } from './countries';

describe('countries', () => {
  it('lists the 54 countries the spec names, sorted alphabetically', () => {
    expect(COUNTRIES).toHaveLength(54);
    expect(new Set(COUNTRIES).size).toBe(54);
    expect([...COUNTRIES]).toEqual([...COUNTRIES].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRIES[0]).toBe('Algeria');
    expect(COUNTRIES.at(-1)).toBe('Zimbabwe');
  });

  it('sorts accented names with their plain letters', () => {
    expect(COUNTRIES.indexOf("Côte d'Ivoire")).toBeLessThan(COUNTRIES.indexOf('DR Congo'));
    expect(COUNTRIES.indexOf('São Tomé and Príncipe')).toBeGreaterThan(COUNTRIES.indexOf('Rwanda'));
  });

  it('defaults to Nigeria', () => {
    expect(DEFAULT_COUNTRY).toBe('Nigeria');
    expect(isCountry('Nigeria')).toBe(true);
    expect(isCountry('Narnia')).toBe(false);
  });
});
