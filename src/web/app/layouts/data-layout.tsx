import { Outlet } from 'react-router';
import { AppProviders } from '../app-providers';

/**
 * Every route that talks to the API sits under this layout, which brings the query client, the API client and the
 * toaster. The static public pages sit outside it, so they neither download nor run that code (decision 021).
 */
export default function DataLayout() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
