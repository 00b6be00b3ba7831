import { NavLink } from 'react-router';
import type { PartnerKind } from '@/domain/partners/partner';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

interface NavEntry {
  label: string;
  to: string;
  /** Which partners have this page; every one has its organisation. */
  kinds?: readonly PartnerKind[];
  /** Current only on this very path (the organisation's path begins every other page's). */
  end?: boolean;
}

/** The portal's pages for one organisation; each kind of partner sees the work it does. Append entries here. */
function entriesFor(organisationId: string): NavEntry[] {
  return [
    { label: 'Organisation', to: paths.partnerOrganisation(organisationId), end: true },
    { label: 'Claims', to: paths.partnerClaims(organisationId), kinds: ['funeral_underwriter'] },
  ];
}

export interface PortalOrganisation {
  id: string;
  kind: PartnerKind;
}

export function PortalNav({ organisation }: { organisation: PortalOrganisation }) {
  const entries = entriesFor(organisation.id).filter(
    (entry) => !entry.kinds || entry.kinds.includes(organisation.kind),
  );
  if (entries.length < 2) return null;
  return (
    <nav aria-label="Partner portal" className="border-b border-line bg-surface px-4">
      <ul className="mx-auto flex max-w-4xl flex-wrap gap-x-2">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center border-b-2 px-2 font-semibold',
                  isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted',
                )
              }
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
