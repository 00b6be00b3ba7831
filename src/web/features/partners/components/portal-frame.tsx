import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/web/components/brand/logo';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { useSignOut } from '@/web/lib/use-sign-out';
import { PortalNav } from './portal-nav';

/** The partner portal's frame: the brand, whose portal it is, sign-out, the organisation's pages, then the page. */
export function PortalFrame({
  children,
  actingAsAdmin,
  organisationId,
}: {
  children: ReactNode;
  actingAsAdmin: boolean;
  /** The organisation the page is about: its pages are linked under the header. */
  organisationId?: string;
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
      {organisationId && <PortalNav organisationId={organisationId} />}
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">{children}</main>
    </div>
  );
}
