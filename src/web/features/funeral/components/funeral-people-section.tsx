import type { FuneralApplicationDetailView } from '@/domain/funeral/funeral-application-detail';
import { SectionCard } from '@/web/components/ui/section-card';
import { formatDate } from '@/web/lib/format-date';
import { FactList } from '@/web/components/ui/fact-list';
import { choiceLabel } from '@/web/lib/choice-label';

type Person = FuneralApplicationDetailView['coveredPeople'][number];

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

function roleOf(person: Person): string {
  if (person.role === 'other' && person.relationship) return choiceLabel(person.relationship);
  return choiceLabel(person.role);
}

/** The principal member, everyone else covered, and who receives the cash. */
export function FuneralPeopleSection({ application }: { application: FuneralApplicationDetailView }) {
  const { principal, beneficiary, coveredPeople } = application;
  return (
    <SectionCard title="People" contentClassName="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-ink">Principal member</h3>
        <FactList
          facts={[
            { label: 'Name', value: fullName(principal) },
            { label: 'Date of birth', value: formatDate(principal.dateOfBirth) },
            { label: 'Email', value: principal.email },
            { label: 'Phone', value: principal.phoneNumber },
            { label: 'Address', value: principal.address },
          ]}
        />
      </div>
      {coveredPeople.length > 0 && (
        <div className="flex flex-col gap-2 border-t border-line pt-4">
          <h3 className="font-semibold text-ink">Also covered ({coveredPeople.length})</h3>
          <ul className="flex flex-col divide-y divide-line">
            {coveredPeople.map((person, index) => (
              <li key={index} className="flex flex-col gap-0.5 py-2">
                <span className="font-semibold wrap-anywhere text-ink">{fullName(person)}</span>
                <span className="text-ink-muted">
                  {roleOf(person)} · born {formatDate(person.dateOfBirth)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <h3 className="font-semibold text-ink">Beneficiary</h3>
        <FactList
          facts={[
            { label: 'Name', value: fullName(beneficiary) },
            {
              label: 'Relationship',
              value: beneficiary.relationship ? choiceLabel(beneficiary.relationship) : '',
            },
            { label: 'Phone', value: beneficiary.phoneNumber },
          ]}
        />
      </div>
    </SectionCard>
  );
}
