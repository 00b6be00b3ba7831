import type { MetaFunction } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { useMe } from '@/web/api/me';
import { ComingSoon } from '../components/coming-soon';
import { FeaturedProperty } from '../components/featured-property';
import { NeedAssistance } from '../components/need-assistance';
import { NotificationsSheet } from '../components/notifications-sheet';
import { ServiceCards } from '../components/service-cards';

export const meta: MetaFunction = () => [{ title: 'Home | Diaspora Hub' }];

export default function HomePage() {
  const { data: me } = useMe();
  const firstName = me?.profile?.firstName;
  return (
    <AppShell>
      <div className="flex flex-col gap-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">
              {firstName ? `Hello, ${firstName}` : 'Hello'}
            </h1>
            <p className="mt-1 text-ink-muted">What would you like to do for your family today?</p>
          </div>
          <NotificationsSheet />
        </div>
        <ServiceCards />
        <FeaturedProperty />
        <ComingSoon />
        <NeedAssistance />
      </div>
    </AppShell>
  );
}
