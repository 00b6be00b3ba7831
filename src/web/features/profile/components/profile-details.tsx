import { fullName, profilePhoneText, type Profile } from '@/domain/accounts/profile.schema';
import { CURRENCY_LABELS } from '../currency-labels';

interface ProfileDetailsProps {
  email: string;
  profile: Profile;
}

/** The spec's labelled lines: Name, Email, Phone, Country, Preferred Currency. */
export function ProfileDetails({ email, profile }: ProfileDetailsProps) {
  const lines = [
    ['Name', fullName(profile)],
    ['Email', email],
    ['Phone', profilePhoneText(profile) || 'Not provided'],
    ['Country', profile.country],
    ['Preferred Currency', CURRENCY_LABELS[profile.preferredCurrency]],
  ] as const;
  return (
    <dl className="divide-y divide-line">
      {lines.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
          <dt className="text-sm font-semibold text-ink-muted sm:w-40 sm:shrink-0">{label}</dt>
          <dd className="min-w-0 wrap-anywhere text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
