import type { AdminBeneficiaryView } from '@/domain/orders/order-admin';
import { LANGUAGE_NAMES } from '@/domain/languages';
import { formatNgn, formatUsd } from '@/domain/money';
import { SectionCard } from '@/web/components/ui/section-card';
import { formatDate } from '@/web/lib/format-date';
import { DetailList, personal } from './detail-list';
import { choiceLabel, phoneText } from './order-labels';

interface BeneficiariesSectionProps {
  beneficiaries: AdminBeneficiaryView[];
  /** Whether a deletion emptied the personal fields. */
  removed: boolean;
}

function priceOf(person: AdminBeneficiaryView): string {
  if (person.priceUsd === null || person.priceNgn === null) return 'Included in the family price';
  return `${formatUsd(person.priceUsd)} / ${formatNgn(person.priceNgn)}`;
}

export function BeneficiariesSection({ beneficiaries, removed }: BeneficiariesSectionProps) {
  return (
    <SectionCard title={`Beneficiaries (${beneficiaries.length})`}>
      <ol className="flex flex-col divide-y divide-line">
        {beneficiaries.map((person, index) => (
          <li key={index} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
            <h3 className="font-semibold text-ink">
              {index + 1}. {choiceLabel(person.relationship)}
            </h3>
            <DetailList
              details={[
                { label: 'First name', value: personal(person.firstName, removed) },
                { label: 'Last name', value: personal(person.lastName, removed) },
                {
                  label: 'Date of birth',
                  value: personal(person.dateOfBirth && formatDate(person.dateOfBirth), removed),
                },
                { label: 'Email', value: personal(person.email, removed) },
                {
                  label: 'Phone',
                  value: personal(phoneText(person.countryCode, person.phoneNumber), removed),
                },
                { label: 'Address', value: personal(person.address, removed) },
                { label: 'Language', value: LANGUAGE_NAMES[person.language] },
                { label: 'Price', value: priceOf(person) },
              ]}
            />
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
