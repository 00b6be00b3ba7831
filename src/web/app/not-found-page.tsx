import type { MetaFunction } from 'react-router';
import { CenteredMessage } from '@/web/components/centered-message';

export const meta: MetaFunction = () => [{ title: 'Page not found | Diaspora Hub' }];

export function NotFoundMessage() {
  return (
    <CenteredMessage title="Page not found">
      <p>We couldn't find the page you were looking for. It may have moved, or the link may be wrong.</p>
    </CenteredMessage>
  );
}

export default NotFoundMessage;
