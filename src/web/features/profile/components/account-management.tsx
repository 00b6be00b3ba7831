import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';

export function AccountManagement() {
  return (
    <SectionCard
      title="Account Management"
      description="You can ask us to delete your account and the personal data we hold about you."
    >
      <Button asChild variant="destructive" className="w-full sm:w-auto">
        <Link to={paths.deleteAccount}>Request Account Deletion</Link>
      </Button>
    </SectionCard>
  );
}
