import { NavLink } from 'react-router';
import type { PartnerKind } from '@/domain/partners/partner';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { usePartnerOrganisation } from '../api/partner-organisation';

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

/** What its managers (and admins acting for it) have besides: the organisation's access for its own systems. */
const MANAGER_LINKS: PortalLink[] = [
  { label: 'API keys', to: paths.partnerApiKeys },
  { label: 'Webhooks', to: paths.partnerWebhooks },
];

/**
 * The organisation's pages, as links the current one of which is marked for screen readers too. Its kind and
 * whether the viewer manages it come from the organisation's own answer (cached: its page reads the same).
 */
export function PortalNav({ organisationId }: { organisationId: string }) {
  const organisation = usePartnerOrganisation(organisationId).data;
  if (!organisation) return null;
  const links = [...PORTAL_LINKS[organisation.kind], ...(organisation.canInvite ? MANAGER_LINKS : [])];
  if (links.length === 0) return null;
  const entries = [
    // The organisation's path begins every other page's: it is current only on itself.
    { label: 'Organisation', to: paths.partnerOrganisation(organisationId), end: true },
    ...links.map((link) => ({ label: link.label, to: link.to(organisationId), end: false })),
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
