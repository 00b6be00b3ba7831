import type { AdminFuneralApplicationView, CoveredPersonView } from '@/domain/applications/application-admin';
import { formatPhone } from '@/domain/phone-number';
import { SectionCard } from '@/web/components/ui/section-card';
import { formatDate } from '@/web/lib/format-date';
import { DetailList, humanise, personal } from './detail-list';

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : [first, last].filter(Boolean).join(' ');

const roleOf = (person: CoveredPersonView) =>
  person.role === 'other' && person.relationship ? humanise(person.relationship) : humanise(person.role);

/** The principal member, everyone else the plan covers, who receives the cash, and who may claim (decision 067). */
export function FuneralPeople({ application }: { application: AdminFuneralApplicationView }) {
  const { principal, beneficiary, coveredPeople, claimContact } = application;
  return (
    <SectionCard title="People" contentClassName="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="font-bold text-ink">Principal member</h3>
        <DetailList
          items={[
            { label: 'Name', value: personal(fullName(principal.firstName, principal.lastName)) },
            { label: 'Date of birth', value: personal(principal.dateOfBirth, formatDate) },
            { label: 'Email', value: personal(principal.email) },
            { label: 'Phone', value: personal(principal.phoneNumber, (phone) => formatPhone(null, phone)) },
            { label: 'Address', value: personal(principal.address) },
          ]}
        />
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-bold text-ink">Also covered</h3>
        {coveredPeople.length === 0 ? (
          <p className="text-ink-muted">
            {application.personalDataRemovedAt ? 'Removed when the account was deleted' : 'Nobody else'}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {coveredPeople.map((person, index) => (
              <li key={index} className="rounded-xl border border-line p-3">
                <span className="font-semibold text-ink">
                  {person.firstName} {person.lastName}
                </span>
                <span className="block text-sm text-ink-muted">
                  {roleOf(person)} · born {formatDate(person.dateOfBirth)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-bold text-ink">Beneficiary</h3>
        <DetailList
          items={[
            { label: 'Name', value: personal(fullName(beneficiary.firstName, beneficiary.lastName)) },
            { label: 'Relationship', value: personal(beneficiary.relationship, humanise) },
            { label: 'Phone', value: personal(beneficiary.phoneNumber, (phone) => formatPhone(null, phone)) },
          ]}
        />
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-bold text-ink">Claim contact</h3>
        {claimContact ? (
          <DetailList
            items={[
              {
                label: 'Name',
                value: `${claimContact.firstName} ${claimContact.lastName}${claimContact.who === 'beneficiary' ? ' (the beneficiary)' : ''}`,
              },
              {
                label: 'Phone',
                value: claimContact.phoneNumber ? formatPhone(null, claimContact.phoneNumber) : 'Not given',
              },
              { label: 'Email', value: claimContact.email ?? 'Not given' },
            ]}
          />
        ) : (
          <p className="text-ink-muted">
            {application.personalDataRemovedAt ? 'Removed when the account was deleted' : 'Nobody named'}
          </p>
        )}
      </div>
    </SectionCard>
  );
}
