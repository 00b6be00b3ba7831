import { ALLY_PLAN_TYPES, ALLY_PLAN_TYPE_LABELS, type AllyPartnersPlan } from '@/domain/catalogue/types';
import { DualPrice } from '@/web/components/money/dual-price';

/** An Ally Partners plan's yearly price for each plan type, in USD and NGN. */
export function PlanTypePrices({ plan }: { plan: AllyPartnersPlan }) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left text-sm font-bold tracking-wide text-ink uppercase">
        Prices by plan type
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Plan type</th>
          <th scope="col">Price per year</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line border-y border-line">
        {ALLY_PLAN_TYPES.map((type) => (
          <tr key={type}>
            <th scope="row" className="py-2 pr-3 text-left font-medium text-ink">
              {ALLY_PLAN_TYPE_LABELS[type]}
            </th>
            <td className="py-2">
              <DualPrice price={plan.planTypes[type]} className="items-end" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
