import type { ReactNode } from 'react';
import { PortalFrame } from '../components/portal-frame';

/** An API access page: the portal's frame with the organisation's nav, a title and a line on what it is for. */
export function ApiAccessPageFrame({
  organisationId,
  actingAsAdmin,
  title,
  intro,
  children,
}: {
  organisationId: string;
  actingAsAdmin: boolean;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <PortalFrame actingAsAdmin={actingAsAdmin} organisationId={organisationId}>
      <div>
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="text-ink-muted">{intro}</p>
      </div>
      {children}
    </PortalFrame>
  );
}
