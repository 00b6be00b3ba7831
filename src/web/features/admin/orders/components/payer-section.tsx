import type { AdminPayerView } from '@/domain/orders/order-admin';
import { SectionCard } from '@/web/components/ui/section-card';
import { formatDate } from '@/web/lib/format-date';
import { DetailList, personal } from './detail-list';
import { choiceLabel, phoneText } from './order-labels';

interface PayerSectionProps {
  /** Null when the account holder pays. */
  payer: AdminPayerView | null;
  removed: boolean;
}

export function PayerSection({ payer, removed }: PayerSectionProps) {
  return (
    <SectionCard title="Payer">
      {payer ? (
        <DetailList
          details={[
            { label: 'First name', value: personal(payer.firstName, removed) },
            { label: 'Last name', value: personal(payer.lastName, removed) },
            {
              label: 'Date of birth',
              value: personal(payer.dateOfBirth && formatDate(payer.dateOfBirth), removed),
            },
            { label: 'Email', value: personal(payer.email, removed) },
            { label: 'Phone', value: personal(phoneText(payer.countryCode, payer.phoneNumber), removed) },
            { label: 'Address', value: personal(payer.address, removed) },
            {
              label: 'Relationship',
              value: payer.relationship ? choiceLabel(payer.relationship) : 'Not given',
            },
            {
              label: 'Contact by',
              value: payer.contactMethod ? choiceLabel(payer.contactMethod) : 'Not given',
            },
            { label: 'Company', value: payer.companyName ?? 'Not given' },
          ]}
        />
      ) : (
        <p className="text-sm text-ink">The account holder pays (the payer step was skipped).</p>
      )}
    </SectionCard>
  );
}
