import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';
import { useOwnDeletionRequest } from '../api/own-deletion-request';
import { PendingDeletion } from './pending-deletion';

export function AccountManagement() {
  const { data: request } = useOwnDeletionRequest();
  return (
    <SectionCard
      title="Account Management"
      description="You can ask us to delete your account and the personal data we hold about you."
    >
      <div className="flex flex-col gap-4">
        {request && <PendingDeletion request={request} />}
        <Button asChild variant="destructive" className="w-full sm:w-auto sm:self-start">
          <Link to={paths.deleteAccount}>Request Account Deletion</Link>
        </Button>
      </div>
    </SectionCard>
  );
}
