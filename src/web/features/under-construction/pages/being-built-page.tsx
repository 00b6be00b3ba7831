import { useLocation, type MetaFunction } from 'react-router';
import { CenteredMessage } from '@/web/components/centered-message';
import { pageTitleFor } from '../page-titles';

export const meta: MetaFunction = ({ location }) => [
  { title: `${pageTitleFor(location.pathname)} | Diaspora Hub` },
];

/** Stands in for a page of the route table until the issue that builds it lands. */
export default function BeingBuiltPage() {
  const { pathname } = useLocation();
  return (
    <CenteredMessage title={pageTitleFor(pathname)}>
      <p>This page is being built. Please check back soon.</p>
    </CenteredMessage>
  );
}
