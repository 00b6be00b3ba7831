import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { PartnerKind } from '@/domain/partners/partner';
import { Logo } from '@/web/components/brand/logo';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { useSignOut } from '@/web/lib/use-sign-out';

/** The organisation's pages, as far as its kind has them: a health provider's enrolments (issue 33 point 2). */
function PortalNav({ organisation }: { organisation: { id: string; kind: PartnerKind } }) {
  const links = [
    { to: paths.partnerOrganisation(organisation.id), label: 'Organisation', end: true },
    ...(organisation.kind === 'health_provider'
      ? [{ to: paths.partnerEnrolments(organisation.id), label: 'Enrolments', end: false }]
      : []),
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold ${isActive ? 'bg-brand-100 text-brand-900' : 'text-brand-800 hover:bg-brand-50'}`;
  return (
    <nav aria-label="Partner portal" className="border-b border-line bg-surface px-4">
      <ul className="mx-auto flex max-w-4xl flex-wrap gap-1 py-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The partner portal's frame: the brand, whose portal it is, sign-out, the organisation's pages, then the page. */
export function PortalFrame({
  children,
  actingAsAdmin,
  organisation,
}: {
  children: ReactNode;
  actingAsAdmin: boolean;
  /** Known once loaded: its pages show in the nav. */
  organisation?: { id: string; kind: PartnerKind };
}) {
  const signOut = useSignOut(actingAsAdmin ? paths.adminLogin : paths.partnerLogin);
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="bg-brand-gradient px-4 py-3 focus-ring-inverse">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3">
          <Link
            to={actingAsAdmin ? paths.adminPartners : paths.partner}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg text-lg text-white"
          >
            <Logo className="text-white" />
            <span className="font-semibold">Partner portal</span>
          </Link>
          <Button variant="outline" onClick={() => signOut.mutate()}>
            Sign out
          </Button>
        </div>
      </header>
      {organisation && <PortalNav organisation={organisation} />}
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">{children}</main>
    </div>
  );
}
