import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/web/components/brand/logo';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { useSignOut } from '@/web/lib/use-sign-out';

/**
 * The partner portal's frame: the brand, whose portal it is, sign-out, then the page. For managers (and admins
 * acting for the partner) of an organisation, a nav to its API access pages (docs/decisions/9xx-partner-api-keys-and-webhooks.md).
 */
export function PortalFrame({
  children,
  actingAsAdmin,
  organisationId,
  managerLinks = false,
}: {
  children: ReactNode;
  actingAsAdmin: boolean;
  organisationId?: string;
  managerLinks?: boolean;
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
      {organisationId && managerLinks && (
        <nav aria-label="Organisation" className="border-b border-line bg-surface px-4">
          <ul className="mx-auto flex max-w-4xl flex-wrap gap-x-4">
            {[
              { to: paths.partnerOrganisation(organisationId), label: 'Organisation' },
              { to: paths.partnerApiKeys(organisationId), label: 'API keys' },
              { to: paths.partnerWebhooks(organisationId), label: 'Webhooks' },
            ].map((link) => (
              <li key={link.label}>
                <NavLink
                  to={link.to}
                  end
                  className="inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-4 hover:underline aria-[current=page]:underline"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">{children}</main>
    </div>
  );
}
