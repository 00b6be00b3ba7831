import { describe, expect, it } from 'vitest';
import { applicationReference } from './application-reference';
import { isTownOf, NIGERIAN_STATES, townsOf } from './nigerian-locations';
import {
  bedroomsLabel,
  LOCATION_FILTER_MESSAGES,
  MAX_PROPERTY_PAGE_SIZE,
  PROPERTY_PAGE_SIZE,
  propertyFilterFromParams,
  PropertyFilterSchema,
  propertyFilterToParams,
} from './property';

const PROVIDER = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';

describe('PropertyFilterSchema', () => {
  it('reads an empty query as no filter at all', () => {
    expect(PropertyFilterSchema.parse({})).toEqual({
      search: undefined,
      type: 'all',
      bedrooms: 0,
      minPrice: undefined,
      maxPrice: undefined,
      provider: undefined,
      titleVerified: false,
      cursor: undefined,
      limit: PROPERTY_PAGE_SIZE,
    });
  });

  it("treats 'all', bedrooms 0, empty or zero bounds and blank search as no filter", () => {
    const filter = PropertyFilterSchema.parse({
      search: '   ',
      type: 'all',
      bedrooms: '0',
      minPrice: '',
      maxPrice: '0',
      provider: '',
    });
    expect(filter).toMatchObject({ search: undefined, type: 'all', bedrooms: 0 });
    expect(filter.minPrice).toBeUndefined();
    expect(filter.maxPrice).toBeUndefined();
    expect(filter.provider).toBeUndefined();
  });

  it('reads every filter', () => {
    expect(
      PropertyFilterSchema.parse({
        search: ' Lekki ',
        type: 'Villa',
        bedrooms: '5',
        minPrice: '100000',
        maxPrice: '250000',
        provider: PROVIDER,
        limit: '20',
      }),
    ).toMatchObject({
      search: 'Lekki',
      type: 'Villa',
      bedrooms: 5,
      minPrice: 100000,
      maxPrice: 250000,
      provider: PROVIDER,
      limit: 20,
    });
  });

  it('falls back safely on junk type and bedrooms, which a shared URL may hold', () => {
    const filter = PropertyFilterSchema.parse({ type: 'Castle', bedrooms: '9' });
    expect(filter).toMatchObject({ type: 'all', bedrooms: 0, limit: PROPERTY_PAGE_SIZE });
    expect(PropertyFilterSchema.parse({ bedrooms: '-1' }).bedrooms).toBe(0);
  });

  it('refuses a page size out of range, which no page URL holds (the API answers 422)', () => {
    for (const limit of ['lots', '0', '-5', '5000', '1e3', '2.5', '99999999999999999999']) {
      expect(PropertyFilterSchema.safeParse({ limit }).success, limit).toBe(false);
    }
    expect(PropertyFilterSchema.parse({ limit: String(MAX_PROPERTY_PAGE_SIZE) }).limit).toBe(
      MAX_PROPERTY_PAGE_SIZE,
    );
  });

  it('refuses a malformed price bound, provider or an overlong search (the API answers 422)', () => {
    expect(PropertyFilterSchema.safeParse({ minPrice: '12.5' }).success).toBe(false);
    expect(PropertyFilterSchema.safeParse({ maxPrice: 'cheap' }).success).toBe(false);
    expect(PropertyFilterSchema.safeParse({ provider: 'acme' }).success).toBe(false);
    expect(PropertyFilterSchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('property filters in the URL', () => {
  it('drops only the values that do not parse, keeping the rest', () => {
    const params = new URLSearchParams({
      search: 'Abuja',
      type: 'Castle',
      bedrooms: '3',
      minPrice: 'cheap',
      maxPrice: '900000',
      provider: 'not-a-uuid',
    });
    expect(propertyFilterFromParams(params)).toEqual({
      search: 'Abuja',
      type: 'all',
      bedrooms: 3,
      minPrice: undefined,
      maxPrice: 900000,
      provider: undefined,
      titleVerified: false,
    });
  });

  it('reads prices as typed into the filter form: digits only, zero or none for no bound', () => {
    const read = (minPrice: string, maxPrice: string) =>
      propertyFilterFromParams(new URLSearchParams({ minPrice, maxPrice }));
    expect(read('250,000', '$1 000 000')).toMatchObject({ minPrice: 250000, maxPrice: 1000000 });
    expect(read('0', '')).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(read('1234567890123', '12')).toMatchObject({ minPrice: 123456789, maxPrice: 12 });
  });

  it('writes only what narrows the list, and reads back what it wrote', () => {
    expect(propertyFilterToParams({ type: 'all', bedrooms: 0, search: '' }).toString()).toBe('');
    const filter = {
      search: 'Lekki Phase 1',
      type: 'Penthouse' as const,
      bedrooms: 4,
      minPrice: 50000,
      maxPrice: undefined,
      provider: PROVIDER,
      titleVerified: true,
    };
    expect(propertyFilterFromParams(propertyFilterToParams(filter))).toEqual(filter);
  });

  it("reads 'title verified' from a checkbox's value, and anything else as no filter", () => {
    const read = (value: string) => propertyFilterFromParams(new URLSearchParams({ titleVerified: value }));
    expect(read('1').titleVerified).toBe(true);
    expect(read('true').titleVerified).toBe(true);
    expect(read('yes').titleVerified).toBe(false);
    expect(propertyFilterToParams({ titleVerified: true }).toString()).toBe('titleVerified=1');
    expect(propertyFilterToParams({ titleVerified: false }).toString()).toBe('');
  });
});

describe('the location filter', () => {
  const read = (query: Record<string, string>) => propertyFilterFromParams(new URLSearchParams(query));

  it('reads a state, and a town only within its state', () => {
    expect(read({ state: 'Lagos', town: 'Lekki' })).toMatchObject({ state: 'Lagos', town: 'Lekki' });
    expect(read({ state: 'Lagos' })).toMatchObject({ state: 'Lagos', town: undefined });
    // Left over from another state (a form sent without React after the state changed), or with no state.
    expect(read({ state: 'Oyo', town: 'Lekki' })).toMatchObject({ state: 'Oyo', town: undefined });
    expect(read({ town: 'Lekki' })).toMatchObject({ state: undefined, town: undefined });
    expect(read({ state: 'Atlantis', town: 'Lekki' })).toMatchObject({ state: undefined, town: undefined });
    expect(read({ state: '', town: '' })).toMatchObject({ state: undefined, town: undefined });
  });

  it('writes the town only with its state, and reads back what it wrote', () => {
    expect(propertyFilterToParams({ town: 'Lekki' }).toString()).toBe('');
    const filter = { state: 'Federal Capital Territory' as const, town: 'Wuse' };
    expect(propertyFilterToParams(filter).toString()).toBe('state=Federal+Capital+Territory&town=Wuse');
    expect(propertyFilterFromParams(propertyFilterToParams(filter))).toMatchObject(filter);
  });

  it('refuses an unknown state, a town without its state or of another state, on the field (the API answers 422)', () => {
    const issues = (query: Record<string, string>) =>
      PropertyFilterSchema.safeParse(query).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(issues({ state: 'Atlantis' })).toEqual([['state', LOCATION_FILTER_MESSAGES.state]]);
    expect(issues({ town: 'Lekki' })).toEqual([['town', LOCATION_FILTER_MESSAGES.townNeedsState]]);
    expect(issues({ state: 'Oyo', town: 'Lekki' })).toEqual([['town', LOCATION_FILTER_MESSAGES.town]]);
    expect(issues({ state: 'Oyo', town: 'Ibadan' })).toBeUndefined();
  });
});

it('lists the 36 states and the Federal Capital Territory, each with towns of its own', () => {
  expect(NIGERIAN_STATES).toHaveLength(37);
  for (const state of NIGERIAN_STATES) {
    expect(townsOf(state).length).toBeGreaterThan(0);
    expect(new Set(townsOf(state)).size).toBe(townsOf(state).length);
  }
  expect(isTownOf('Lagos', 'Ikeja')).toBe(true);
  expect(isTownOf('Kano', 'Ikeja')).toBe(false);
  expect(townsOf('toString')).toEqual([]);
});

it('labels bedroom choices as at least that many: 0 is Any', () => {
  expect([0, 1, 4, 5, 6].map(bedroomsLabel)).toEqual(['Any', '1+', '4+', '5+', '5+']);
});

it("makes application references 'PA' + 8 reference-alphabet characters from a sequence value", () => {
  expect(applicationReference(1n)).toMatch(/^PA[0-9A-Z]{8}$/);
  expect(applicationReference(2n)).not.toBe(applicationReference(1n));
});
