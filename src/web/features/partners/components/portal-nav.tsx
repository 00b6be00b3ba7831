import { NavLink } from 'react-router';
import type { PartnerKind } from '@/domain/partners/partner';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

interface PortalLink {
  label: string;
  to: (organisationId: string) => string;
}

/** The portal's pages for each kind of partner, after the organisation's own page: the work each kind does. */
const PORTAL_LINKS: Record<PartnerKind, PortalLink[]> = {
  health_provider: [{ label: 'Enrolments', to: paths.partnerEnrolments }],
  realty_provider: [
    { label: 'Applications', to: paths.partnerRealtyApplications },
    { label: 'Viewings', to: paths.partnerRealtyViewings },
    { label: 'Title packs', to: paths.partnerRealtyTitlePacks },
  ],
  funeral_underwriter: [{ label: 'Claims', to: paths.partnerClaims }],
};

export interface PortalOrganisation {
  id: string;
  kind: PartnerKind;
}

/** The organisation's pages, as links the current one of which is marked for screen readers too. */
export function PortalNav({ organisation }: { organisation: PortalOrganisation }) {
  const links = PORTAL_LINKS[organisation.kind];
  if (links.length === 0) return null;
  const entries = [
    // The organisation's path begins every other page's: it is current only on itself.
    { label: 'Organisation', to: paths.partnerOrganisation(organisation.id), end: true },
    ...links.map((link) => ({ label: link.label, to: link.to(organisation.id), end: false })),
  ];
  return (
    <nav aria-label="Partner portal" className="border-b border-line bg-surface px-4">
      <ul className="mx-auto flex max-w-4xl flex-wrap gap-x-2">
        {entries.map((entry) => (
          <li key={entry.label}>
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
