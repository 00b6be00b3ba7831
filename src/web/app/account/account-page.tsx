import type { MetaFunction } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { Card, CardContent } from '@/web/components/ui/card';
import { SectionCard } from '@/web/components/ui/section-card';
import { useMe } from '@/web/api/me';
import { AccountManagement } from '@/web/features/profile/components/account-management';
import { MyOrders } from './my-orders';
import { ProfileDetails } from '@/web/features/profile/components/profile-details';
import { ProfileForm } from '@/web/features/profile/components/profile-form';
import { SavedListingsLink } from '@/web/features/profile/components/saved-listings-link';
import { SavedSearches } from '@/web/features/profile/components/saved-searches';

export const meta: MetaFunction = () => [{ title: 'Profile | Diaspora Hub' }];

/** States of the profile load, as the spec names them: loading, not found, or the row. */
function ProfileSections() {
  const { data: me, isPending, isError } = useMe();
  if (isPending) return <StatusCard>Loading...</StatusCard>;
  if (isError) return <StatusCard>We couldn't load your profile. Please try again.</StatusCard>;
  if (!me) return <StatusCard>No user found</StatusCard>;
  if (!me.profile) return <StatusCard>No profile found</StatusCard>;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardContent>
          <ProfileDetails email={me.user.email} profile={me.profile} />
        </CardContent>
      </Card>
      <SectionCard title="Edit Details" description="Your name and email stay as you signed up.">
        <ProfileForm profile={me.profile} />
      </SectionCard>
    </div>
  );
}

function StatusCard({ children }: { children: string }) {
  return (
    <Card>
      <CardContent>
        <p role="status" className="text-ink-muted">
          {children}
        </p>
      </CardContent>
    </Card>
  );
}

export default function ProfilePage() {
  return (
    <AppShell>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Profile Information</h1>
        <ProfileSections />
        <MyOrders />
        <SavedListingsLink />
        <SavedSearches />
        <AccountManagement />
      </div>
    </AppShell>
  );
}
