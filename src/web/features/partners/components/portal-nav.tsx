import { NavLink } from 'react-router';
import type { PartnerKind } from '@/domain/partners/partner';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

/** The portal's pages for each kind of partner, after the organisation's own page; each part appends its own. */
const PORTAL_LINKS: Record<PartnerKind, { label: string; to: (id: string) => string }[]> = {
  health_provider: [],
  realty_provider: [
    { label: 'Applications', to: paths.partnerRealtyApplications },
    { label: 'Viewings', to: paths.partnerRealtyViewings },
    { label: 'Title packs', to: paths.partnerRealtyTitlePacks },
  ],
  funeral_underwriter: [],
};

/** The organisation's pages, as links the current one of which is marked for screen readers too. */
export function PortalNav({ organisation }: { organisation: { id: string; kind: PartnerKind } }) {
  const links = [
    { label: 'Organisation', to: paths.partnerOrganisation },
    ...PORTAL_LINKS[organisation.kind],
  ];
  if (links.length === 1) return null;
  return (
    <nav aria-label="Partner portal" className="border-b border-line bg-surface">
      <ul className="mx-auto flex max-w-4xl flex-wrap gap-x-1 px-2">
        {links.map((link) => (
          <li key={link.label}>
            <NavLink
              end
              to={link.to(organisation.id)}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800',
                  isActive && 'underline decoration-2 underline-offset-8',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
