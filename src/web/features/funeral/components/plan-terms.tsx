import { entryAgesLabel, type FuneralPlanView } from '@/domain/funeral/funeral-plan';

/** Who underwrites a plan and the ages at which a person can join it. */
export function PlanTerms({ plan }: { plan: FuneralPlanView }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-base min-[360px]:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink">Underwriter</dt>
      <dd className="text-ink-muted">{plan.underwriter}</dd>
      <dt className="font-semibold text-ink">Joining ages</dt>
      <dd className="text-ink-muted">{entryAgesLabel(plan)}</dd>
    </dl>
  );
}
