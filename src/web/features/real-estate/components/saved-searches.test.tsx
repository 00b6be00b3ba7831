import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearchView } from '@/domain/property/saved-search';
import { SavedSearches } from './saved-searches';

const SEARCHES: SavedSearchView[] = [
  {
    id: 's1',
    name: 'Villas in Lagos',
    query: 'type=Villa&state=Lagos',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastAlertedOn: '2026-11-27',
  },
  {
    id: 's2',
    name: 'Every listing',
    query: '',
    createdAt: '2026-11-02T10:00:00.000Z',
    lastAlertedOn: null,
  },
];

function renderWith(searches: SavedSearchView[]) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ searches }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SavedSearches />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

// The alert itself is sent by a job once a day (decision 043; search-alerts.test.ts): here, what the list says
// about it, which the browser tests cannot wait a scheduled run for.
describe('the saved searches list', () => {
  it('says when each search was last alerted, or that no alert has come yet, and opens each with its filters', async () => {
    renderWith(SEARCHES);
    const alerted = await screen.findByRole('link', { name: 'Villas in Lagos' });
    expect(alerted.getAttribute('href')).toBe('/real-estate?type=Villa&state=Lagos');
    expect(screen.getByText('Last alert 27 November 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Every listing' }).getAttribute('href')).toBe('/real-estate');
    expect(screen.getByText('No alert yet: one comes the day a new listing matches')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete saved search Villas in Lagos' })).toBeTruthy();
  });

  it('says so when there is none yet', async () => {
    renderWith([]);
    expect(await screen.findByText(/No saved searches yet/)).toBeTruthy();
  });
});
