import type { BeneficiaryInput } from '@/domain/orders/order.schema';
import type { PersonPriceLine } from '@/web/components/money/person-price-list';
import type { Quote } from '../flow/quote';

type Named = Pick<BeneficiaryInput, 'firstName' | 'lastName'>;

/** A beneficiary's name as typed so far, or their card's title until then. */
export function beneficiaryName(person: Named | undefined, index: number): string {
  const name = `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim();
  return name || `Beneficiary ${index + 1}`;
}

/** The quote's lines, each under the beneficiary it prices. */
export function beneficiaryLines(beneficiaries: readonly Named[], quote: Quote): PersonPriceLine[] {
  return quote.people.map((person, index) => ({
    name: beneficiaryName(beneficiaries[index], index),
    person,
  }));
}

/** Why a quote has no total yet, in the words the summary shows instead of a number. */
export function missingTotalReason(quote: Quote): string | null {
  if (quote.total) return null;
  if (quote.refusal) return quote.refusal.message;
  if (quote.people.some((person) => person.status === 'refused'))
    return 'No total until everyone is within the plan’s ages';
  return 'Shown once every date of birth is entered';
}
