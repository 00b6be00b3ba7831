import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

/**
 * For the server's renderers of a visitor's document (decision 027): `list` as the browser renders it once its
 * query holds the data `seed` writes into a fresh QueryClient, under a StaticRouter at the page's path, so its
 * links are written as the app writes them. Runs on the server only (scripts/build-page-renderers.ts).
 */
export function renderWithQueryData(
  location: string,
  seed: (queryClient: QueryClient) => void,
  list: ReactNode,
) {
  const queryClient = new QueryClient();
  seed(queryClient);
  return renderToString(
    <StaticRouter location={location}>
      <QueryClientProvider client={queryClient}>{list}</QueryClientProvider>
    </StaticRouter>,
  );
}
