import type { MetaFunction } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { AccountManagement } from '@/web/features/profile/components/account-management';
import { ProfileSections } from '@/web/features/profile/components/profile-sections';
import { SavedListingsLink } from '@/web/features/real-estate/components/saved-listings-link';
import { SavedSearches } from '@/web/features/real-estate/components/saved-searches';
import { MyOrders } from './my-orders';

export const meta: MetaFunction = () => [{ title: 'Profile | Diaspora Hub' }];

/** The user's account at /profile: the profile, then their things in every domain, composed from the features. */
export default function AccountPage() {
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
