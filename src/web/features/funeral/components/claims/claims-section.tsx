import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/web/components/ui/toaster';
import type { FuneralApplicationDetailView } from '@/domain/funeral/funeral-application-detail';
import { SectionCard } from '@/web/components/ui/section-card';
import { Button } from '@/web/components/ui/button';
import { getApplicationClaimsQueryOptions, useSubmitClaim } from '../../api/funeral-claims';
import { ClaimDetails } from './claim-details';
import { ClaimForm } from './claim-form';
import { ClaimLinkForm } from './claim-link-form';

/**
 * The claims on a funeral plan, on its page: each one's steps, and while the plan is approved, reporting a death
 * and sending the beneficiary the claim link (issue 16, point 5).
 */
export function ClaimsSection({ application }: { application: FuneralApplicationDetailView }) {
  const claims = useQuery(getApplicationClaimsQueryOptions(application.id));
  const submit = useSubmitClaim({ applicationId: application.id });
  const [reporting, setReporting] = useState(false);
  const data = claims.data;
  const canClaim = application.status === 'approved' && data?.coverStart;
  if (!data || (data.claims.length === 0 && !canClaim)) return null;
  const beneficiary = `${application.beneficiary.firstName} ${application.beneficiary.lastName}`.trim();
  return (
    <SectionCard title="Claims" contentClassName="flex flex-col gap-4">
      {data.claims.map((claim) => (
        <ClaimDetails key={claim.id} claim={claim} />
      ))}
      {canClaim && !reporting && (
        <Button className="w-fit" onClick={() => setReporting(true)}>
          Report a death
        </Button>
      )}
      {canClaim && reporting && (
        <ClaimForm
          people={data.people}
          coverStart={data.coverStart ?? ''}
          submit={submit}
          onSubmitted={() => {
            setReporting(false);
            toast.success('Claim received. We will tell you at each step.');
          }}
        />
      )}
      {canClaim && (
        <div className="border-t border-line pt-4">
          <ClaimLinkForm applicationId={application.id} beneficiaryName={beneficiary || 'Your beneficiary'} />
        </div>
      )}
    </SectionCard>
  );
}
