import type { MetaFunction } from 'react-router';
import { CenteredMessage } from '@/web/components/centered-message';
import { paths } from '@/web/config/paths';

export const meta: MetaFunction = () => [{ title: 'Admin Dashboard | Diaspora Hub' }];

export default function AdminDashboardPage() {
  return (
    <CenteredMessage title="Admin Dashboard" action={{ label: 'Go to the homepage', to: paths.landing }}>
      <p>The admin console is being built. Please check back soon.</p>
    </CenteredMessage>
  );
}
