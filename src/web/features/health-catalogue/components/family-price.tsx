import { pricePeople } from '@/domain/catalogue/price-people';
import { ALLY_PLAN_TYPE_LABELS, ALLY_PLAN_TYPES, type HealthPlan } from '@/domain/catalogue/types';
import { DualPrice } from '@/web/components/money/dual-price';
import { PersonPriceList, PriceText } from '@/web/components/money/person-price-list';

const people = (count: number) => `for ${count} ${count === 1 ? 'person' : 'people'}`;

/**
 * One plan's yearly price for the ages typed, by the catalogue's own rule (pricePeople, the one orders are charged
 * by): the total with each person's band and price, or, when an age is outside the plan's bands, that plainly and
 * no total. Ally Partners plans are priced by a type chosen when buying, so each type gets its total.
 */
export function FamilyPrice({ plan, ages }: { plan: HealthPlan; ages: readonly number[] }) {
  if (plan.pricing === 'plan-type') {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-ink-muted">By plan type, chosen when buying</p>
        <dl className="flex flex-col gap-2">
          {ALLY_PLAN_TYPES.map((type) => {
            const { total, refusal, people: lines } = pricePeople(plan, type, ages);
            const refused = refusal ?? lines.find((line) => line.status === 'refused');
            return (
              <div key={type}>
                <dt className="font-medium text-ink">{ALLY_PLAN_TYPE_LABELS[type]}</dt>
                <dd className={refused ? 'font-medium text-danger-700' : 'font-semibold text-ink'}>
                  {refused ? refused.message : total && <PriceText price={total} />}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    );
  }
  const { total, people: lines } = pricePeople(plan, null, ages);
  return (
    <div className="flex flex-col gap-1">
      {total ? (
        <>
          <p className="text-ink-muted">Total {people(ages.length)}</p>
          <DualPrice price={total} />
        </>
      ) : (
        <p className="font-semibold text-danger-700">No price for these ages</p>
      )}
      <PersonPriceList lines={lines.map((person) => ({ person }))} className="border-t border-line" />
    </div>
  );
}
