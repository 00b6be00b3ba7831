import { HOMEREACH_MAX_AGE, HOMEREACH_STANDARD_MAX_AGE, type HomeReachPlan } from '@/domain/catalogue/types';
import { DualPrice } from '@/web/components/money/dual-price';

/** HomeReach's two yearly prices, each under its age band. */
export function AgeBandPrices({ plan }: { plan: HomeReachPlan }) {
  const bands = [
    { label: `Ages 0-${HOMEREACH_STANDARD_MAX_AGE}`, price: plan.price },
    { label: `Ages ${HOMEREACH_STANDARD_MAX_AGE + 1}-${HOMEREACH_MAX_AGE}`, price: plan.elderlyPrice },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2">
      {bands.map((band) => (
        <div key={band.label} className="rounded-xl bg-brand-50 p-3">
          <dt className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{band.label}</dt>
          <dd>
            <DualPrice price={band.price} suffix="/ year" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
