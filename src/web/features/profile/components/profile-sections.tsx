import { Card, CardContent } from '@/web/components/ui/card';
import { SectionCard } from '@/web/components/ui/section-card';
import { useMe } from '@/web/api/me';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';

/** States of the profile load, as the spec names them: loading, not found, or the row. */
export function ProfileSections() {
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
