import { price, toMinor, type Price } from '../money';
import type { AllyPlanType } from './types';

/**
 * Every price of spec 001 §9, per person per year, in one table so it can be checked against the spec line by line.
 */
export const PLAN_PRICES = {
  super: price(263, 407_460),
  zenith: price(461, 714_118),
  cadillac: price(789, 1_223_383),
  'silver-global': price(1_118, 1_734_290),
  'silver-africa': price(855, 1_326_429),
  'homereach-tulip': price(180, 279_594),
  'homereach-hazel': price(240, 372_792),
  'homereach-ivy': price(360, 559_188),
  'ally-partners-premium': price(1_200, 1_800_000),
  'ally-partners-executive': price(1_500, 2_250_000),
  sapphire: price(1_654.97, 2_570_000),
  emerald: price(2_488.77, 3_865_000),
  ruby: price(3_499.9, 5_435_000),
} as const satisfies Record<string, Price>;

/** HomeReach prices for ages 66-75. */
export const HOMEREACH_ELDERLY_PRICES = {
  'homereach-tulip': price(420, 652_386),
  'homereach-hazel': price(600, 931_980),
  'homereach-ivy': price(960, 1_491_168),
} as const satisfies Record<string, Price>;

export const ALLY_PLAN_TYPE_PRICES = {
  'ally-partners-premium': {
    'female-single': price(1_300, 2_019_290),
    'male-single': price(750, 1_165_000),
    family: price(2_250, 3_494_925),
    geriatric: price(900, 1_397_700),
  },
  'ally-partners-executive': {
    'female-single': price(2_500, 3_883_250),
    'male-single': price(1_620, 2_517_930),
    family: price(3_720, 5_776_476),
    geriatric: price(2_000, 3_106_600),
  },
} as const satisfies Record<string, Record<AllyPlanType, Price>>;

export const NGN_PER_USD_FOR_TANGERINE = 1550;

/** Tangerine plans are priced in NGN; the dollar price is NGN / 1550, rounded to whole dollars. */
export function tangerinePrice(ngn: number): Price {
  return { usd: toMinor(Math.round(ngn / NGN_PER_USD_FOR_TANGERINE)), ngn: toMinor(ngn) };
}

export const TANGERINE_PRICES = {
  'tht-select': tangerinePrice(385_000),
  classic: tangerinePrice(780_000),
  'plus-africa': tangerinePrice(1_250_000),
} as const satisfies Record<string, Price>;
