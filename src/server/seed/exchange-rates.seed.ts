import { addSampleExchangeRates } from '../modules/exchange-rates';
import type { SampleDataSeeder } from './sample-data-seeder';

/**
 * Sample rates so a new install can show estimates (DECISIONS 24): flagged `sample`, which the console and the
 * catalogue's estimates say, until an admin enters real ones. Naira per unit, near late-2026 market rates.
 */
export const SAMPLE_EXCHANGE_RATES = [
  { currency: 'GBP', ngnPerUnit: '2050' },
  { currency: 'EUR', ngnPerUnit: '1790' },
  { currency: 'CAD', ngnPerUnit: '1100' },
] as const;

export const exchangeRatesSeeder: SampleDataSeeder = {
  name: 'exchange-rates',
  seed: (tx) => addSampleExchangeRates(tx, SAMPLE_EXCHANGE_RATES, new Date('2026-01-01T00:00:00Z')),
};
