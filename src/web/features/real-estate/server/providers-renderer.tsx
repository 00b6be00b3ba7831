/**
 * The server's renderer for a visitor's /real-estate-providers (decision 027): the providers as the browser renders
 * them once its query holds them. Built by Vite into its own module (scripts/build-page-renderers.ts), which the
 * server loads at start; the server itself never imports the web app.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RealtyProviderView } from '@/domain/property/property';
import { paths } from '@/web/config/paths';
import { renderWithQueryData } from '@/web/lib/render-with-query-data';
import { getProvidersQueryOptions } from '../api/properties';
import { PROVIDERS_SLOT, ProviderList } from '../components/provider-list';

export { PROVIDERS_SLOT as LIST_SLOT };

/** What takes the place of the prerendered providers' loading state in the page's body. */
export function renderList(providers: RealtyProviderView[]): string {
  const seed = (queryClient: QueryClient) =>
    queryClient.setQueryData(getProvidersQueryOptions().queryKey, providers);
  return renderWithQueryData(paths.realEstateProviders, seed, <ProviderList />);
}
