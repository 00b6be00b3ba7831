import { useState } from 'react';
import { useLoaderData, useLocation, useSearchParams, type MetaFunction } from 'react-router';
import type { FuneralApplicationView } from '@/domain/funeral/funeral-plan';
import { CenteredMessage } from '@/web/components/centered-message';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/config/paths';
import { useFuneralPlan } from '../api/funeral-plans';
import { ApplicationForm } from '../components/application-form';
import { ApplicationReceived } from '../components/application-received';
import { ChosenPlan } from '../components/chosen-plan';
import { FuneralFrame } from '../components/funeral-frame';
import { WaitingPeriods } from '../components/waiting-periods';
import { requireApplicant } from '../flow/apply-guard';

export const meta: MetaFunction = () => [{ title: 'Apply for a Funeral Plan | Diaspora Hub' }];
export const clientLoader = requireApplicant;

/** The plan id from navigation state (spec 001 §2), or from `?plan=` so a reload works (DECISIONS 23). */
function usePlanId(): string {
  const { state } = useLocation() as { state: { planId?: unknown } | null };
  const [search] = useSearchParams();
  return (typeof state?.planId === 'string' && state.planId) || search.get('plan') || '';
}

export default function FuneralApplyPage() {
  const me = useLoaderData<typeof clientLoader>();
  const planId = usePlanId();
  const plan = useFuneralPlan(planId);
  const [received, setReceived] = useState<FuneralApplicationView>();

  if (!planId || plan.isError) {
    return (
      <CenteredMessage
        title="Plan Not Found"
        action={{ label: 'Browse Funeral Plans', to: paths.funeralInsurance }}
      >
        <p>Choose a funeral plan to apply for.</p>
      </CenteredMessage>
    );
  }
  return (
    <FuneralFrame
      title="Apply for a Funeral Plan"
      back={{ to: paths.funeralInsurance, label: 'Back to plans' }}
    >
      {received ? (
        <ApplicationReceived application={received} />
      ) : plan.data ? (
        <>
          <ChosenPlan plan={plan.data} />
          <WaitingPeriods />
          <ApplicationForm
            plan={plan.data}
            me={me}
            onApplied={(application) => {
              setReceived(application);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      ) : (
        <div role="status" aria-label="Loading the plan" className="flex flex-col gap-4">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </FuneralFrame>
  );
}
