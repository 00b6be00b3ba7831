import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, type MetaFunction } from 'react-router';
import { CLAIM_LINK_DAYS } from '@/domain/funeral/claim-link-life';
import { CLAIM_MESSAGES } from '@/domain/funeral/funeral-claim-rules';
import { AppShell } from '@/web/components/layout/app-shell';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { SectionCard } from '@/web/components/ui/section-card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError } from '@/web/lib/api-client';
import { formatDate } from '@/web/lib/format-date';
import { getClaimLinkQueryOptions, useSubmitClaim } from '../api/funeral-claims';
import { ClaimDetails } from '../components/claims/claim-details';
import { ClaimForm } from '../components/claims/claim-form';

export const meta: MetaFunction = () => [
  { title: 'Report a death on a funeral plan | Diaspora Hub' },
  // The token is in the address: the page is never indexed nor its address passed on.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/**
 * The nominated beneficiary's page, opened from the link the plan holder mailed them, without an account
 * (decision 045): the plan, the claims they made, and the form to report a death.
 */
export default function ClaimLinkPage() {
  const token = useParams().token ?? '';
  const link = useQuery(getClaimLinkQueryOptions(token));
  const submit = useSubmitClaim({ token });
  const [sent, setSent] = useState(false);
  return (
    <AppShell>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Report a death on a funeral plan</h1>
        {link.data ? (
          <>
            <p className="wrap-anywhere text-ink">
              Plan {link.data.applicationReference}: {link.data.planTitle}. This link works until{' '}
              {link.data.expiresAt === null
                ? `${CLAIM_LINK_DAYS} days after your claim is closed`
                : formatDate(link.data.expiresAt.slice(0, 10))}
              .
            </p>
            {link.data.claims.length > 0 && (
              <SectionCard title="Your claims" contentClassName="flex flex-col gap-4">
                {link.data.claims.map((claim) => (
                  <ClaimDetails key={claim.id} claim={claim} />
                ))}
              </SectionCard>
            )}
            {sent ? (
              <p role="status" className="text-ink">
                Claim received. We will email you at each step.
              </p>
            ) : (
              <SectionCard title="Report a death">
                <ClaimForm
                  people={link.data.people}
                  coverStart={link.data.coverStart}
                  submit={submit}
                  onSubmitted={() => setSent(true)}
                />
              </SectionCard>
            )}
          </>
        ) : link.error instanceof ApiError && link.error.status === 404 ? (
          <Alert>
            <AlertTitle>This link cannot be used</AlertTitle>
            <AlertDescription>{CLAIM_MESSAGES.linkInvalid}</AlertDescription>
          </Alert>
        ) : link.isError ? (
          <p role="alert" className="text-ink">
            We could not load this page just now. Please try again later.
          </p>
        ) : (
          <div role="status" aria-label="Loading the plan" className="flex flex-col gap-4">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        )}
      </div>
    </AppShell>
  );
}
