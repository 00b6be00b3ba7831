import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CenteredMessage } from '@/web/components/centered-message';
import { NotFoundMessage } from './not-found-page';

/** The last line of defence: a render error anywhere shows this instead of a blank page. */
export function AppErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <CenteredMessage title="Unexpected Application Error!">
      <p>Something went wrong on our side. Please try again, or go back to the homepage.</p>
    </CenteredMessage>
  );
}
