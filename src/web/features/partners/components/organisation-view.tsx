import { Skeleton } from '@/web/components/ui/skeleton';
import { Button } from '@/web/components/ui/button';
import { usePartnerOrganisation } from '../api/partner-organisation';
import { OrganisationPanel } from './organisation-panel';
import { PortalFrame } from './portal-frame';

/** An organisation in the portal frame, while it loads, once loaded, or why it could not be. */
export function OrganisationView({ id, actingAsAdmin }: { id: string; actingAsAdmin: boolean }) {
  const organisation = usePartnerOrganisation(id);
  return (
    <PortalFrame actingAsAdmin={actingAsAdmin} organisationId={id}>
      {organisation.isPending && (
        <div aria-busy="true" aria-label="Loading the organisation" className="flex flex-col gap-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-40" />
        </div>
      )}
      {organisation.isError && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <h1 className="text-2xl font-bold text-ink">Organisation not found</h1>
          <p className="text-ink-muted">{organisation.error.message}</p>
          <Button variant="outline" onClick={() => void organisation.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {organisation.data && (
        <OrganisationPanel organisation={organisation.data} actingAsAdmin={actingAsAdmin} />
      )}
    </PortalFrame>
  );
}
