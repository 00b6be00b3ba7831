import { Hospital as HospitalIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import type { HealthPlan } from '@/domain/catalogue/types';
import { ScrollRegion } from './scroll-region';

interface HospitalNetworkProps {
  plan: Pick<HealthPlan, 'id' | 'name' | 'hospitalNetwork' | 'hospitalListIsSample'>;
  title?: string;
  /** 2 on the plan page; 3 where several networks sit under one section. */
  level?: 2 | 3;
}

/**
 * The plan's hospitals grouped by tier, in a box at most 300px tall (spec 001 §9) that scrolls on its own and can
 * be scrolled with the keyboard. Nothing at all for a plan without a list.
 */
export function HospitalNetwork({ plan, title = 'Hospital Network', level = 2 }: HospitalNetworkProps) {
  if (plan.hospitalNetwork.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  const TierHeading = level === 2 ? 'h3' : 'h4';
  const headingId = `hospitals-${plan.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading
        id={headingId}
        className={level === 2 ? 'text-2xl font-bold text-ink' : 'text-xl font-bold text-ink'}
      >
        {title}
      </Heading>
      {plan.hospitalListIsSample && (
        <p className="text-sm text-ink-muted">
          A sample of the hospitals in this network, not the full list.
        </p>
      )}
      <p className="text-sm">
        <Link to={paths.healthcareHospitals} className="font-medium text-brand-700 underline">
          Find a hospital
        </Link>{' '}
        <span className="text-ink-muted">by name, state or town and see every plan that covers it.</span>
      </p>
      <ScrollRegion
        label={`${plan.name} hospitals by tier`}
        className="max-h-[300px] overflow-y-auto rounded-2xl border border-line bg-surface px-4 pb-4 shadow-sm"
      >
        {plan.hospitalNetwork.map((tier) => (
          <div key={tier.tier}>
            <TierHeading className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-line bg-surface pt-4 pb-2 font-bold text-ink">
              {tier.tier}
              <span className="text-sm font-medium text-ink-muted">
                {tier.hospitals.length} {tier.hospitals.length === 1 ? 'hospital' : 'hospitals'}
              </span>
            </TierHeading>
            <ul className="flex flex-col divide-y divide-line">
              {tier.hospitals.map((hospital) => (
                <li key={`${hospital.name}-${hospital.location ?? ''}`} className="flex gap-3 py-2.5">
                  <HospitalIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block font-medium text-ink">{hospital.name}</span>
                    {(hospital.location || hospital.serviceType) && (
                      <span className="block text-sm text-ink-muted">
                        {[hospital.location, hospital.serviceType].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </ScrollRegion>
    </section>
  );
}
