import { Fragment, type ReactNode } from 'react';
import type { PersonPrice } from '@/domain/catalogue/price-people';
import { formatNgn, formatUsd, type Price } from '@/domain/money';
import { cn } from '@/web/lib/cn';

export const IN_FAMILY_PRICE = 'Included in the family price';
export const WAITING_FOR_DATE_OF_BIRTH = 'Priced once the date of birth is entered';

export interface PersonPriceLine {
  /** Who this is ('Ngozi Eze', 'Beneficiary 2'); without one the line starts with the age. */
  name?: string;
  person: PersonPrice;
}

/** '$600 / ₦931,980', breaking only between the currencies. */
export function PriceText({ price }: { price: Price }) {
  return (
    <>
      <span className="whitespace-nowrap">{formatUsd(price.usd)}</span> /{' '}
      <span className="whitespace-nowrap">{formatNgn(price.ngn)}</span>
    </>
  );
}

/** 'Age 70 · Ages 66-75', each part kept whole: a band broken as 'Ages 66-' / '75' misreads. */
function detail(person: PersonPrice): ReactNode {
  const parts = [person.age === null ? null : `Age ${person.age}`];
  if (person.status === 'priced' || person.status === 'in-family-price') parts.push(person.band);
  const shown = parts.filter((part): part is string => Boolean(part));
  if (shown.length === 0) return null;
  return shown.map((part, index) => (
    <Fragment key={part}>
      {index > 0 && ' · '}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

function amount(person: PersonPrice): ReactNode {
  switch (person.status) {
    case 'priced':
      return <PriceText price={person.price} />;
    case 'in-family-price':
      return IN_FAMILY_PRICE;
    case 'needs-age':
      return WAITING_FOR_DATE_OF_BIRTH;
    case 'refused':
      return person.message;
  }
}

/**
 * One line per person: who, their age and age band (or plan type), and their yearly price, or plainly why there is
 * none. Each line reads as one sentence, so a screen reader hears the person with their price.
 */
export function PersonPriceList({ lines, className }: { lines: PersonPriceLine[]; className?: string }) {
  return (
    <ul className={cn('divide-y divide-line', className)}>
      {lines.map(({ name, person }, index) => {
        const about = detail(person);
        return (
          <li
            key={index}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 text-sm"
          >
            <span className="min-w-0">
              {name && <span className="block font-medium break-words text-ink">{name}</span>}
              {about && <span className={cn('block', name ? 'text-ink-muted' : 'text-ink')}>{about}</span>}
            </span>
            <span
              className={cn(
                'ml-auto text-right',
                person.status === 'priced' && 'font-semibold text-ink',
                person.status === 'refused' && 'font-medium text-danger-700',
                (person.status === 'needs-age' || person.status === 'in-family-price') && 'text-ink-muted',
              )}
            >
              {amount(person)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
