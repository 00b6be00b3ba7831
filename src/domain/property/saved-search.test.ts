import { describe, expect, it } from 'vitest';
import type { PropertyUrlFilter } from './property';
import { savedSearchFilter, savedSearchName, savedSearchQuery } from './saved-search';
import { searchAlertText } from './search-alert';

describe('savedSearchName', () => {
  it.each([
    [{}, 'Listings'],
    [{ type: 'Villa' as const, state: 'Lagos', town: 'Lekki' }, 'Villas in Lekki, Lagos'],
    [{ type: 'all' as const, bedrooms: 5 }, 'Listings, 5+ bedrooms'],
    [{ minPrice: 100_000, maxPrice: 250_000 }, 'Listings, $100,000 to $250,000'],
    [{ minPrice: 100_000 }, 'Listings, from $100,000'],
    [{ type: 'Apartment' as const, search: 'pool' }, 'Apartments, matching ‘pool’'],
    [{ titleVerified: true }, 'Listings, title verified'],
  ] as Array<[Partial<PropertyUrlFilter>, string]>)('%j is called %s', (filter, name) => {
    expect(savedSearchName(filter)).toBe(name);
  });

  it('names the provider by its name', () => {
    expect(savedSearchName({ provider: 'id' }, 'Lekki Homes')).toBe('Listings, from Lekki Homes');
  });
});

describe('savedSearchQuery', () => {
  it('is the same text for the same filters, and reads back to them', () => {
    const query = savedSearchQuery({ state: 'Lagos', type: 'Villa', bedrooms: 0 });
    expect(query).toBe('type=Villa&state=Lagos');
    expect(savedSearchFilter(query)).toMatchObject({ type: 'Villa', state: 'Lagos', bedrooms: 0 });
  });
});

describe('searchAlertText', () => {
  it('counts the listings, names the newest and says how many more', () => {
    const text = searchAlertText({
      name: 'Villas in Lagos',
      query: 'type=Villa',
      matched: 7,
      titles: ['A', 'B'],
    });
    expect(text).toEqual({
      title: 'New listings for your saved search',
      body: '7 new listings match your saved search ‘Villas in Lagos’:\n• A\n• B\nand 5 more',
      link: '/real-estate?type=Villa',
    });
  });

  it('links to the whole list for a search without filters', () => {
    expect(searchAlertText({ name: 'Listings', query: '', matched: 1, titles: ['A'] }).link).toBe(
      '/real-estate',
    );
  });
});
