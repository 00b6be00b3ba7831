import { PARTNER_KIND_LABELS, type PartnerOrganisationView } from '@/domain/partners/partner';
import { InviteForm } from './invite-form';
import { PeopleList } from './people-list';

/** An organisation's page: its name and kind, its people, and the invite form for those who may invite. */
export function OrganisationPanel({
  organisation,
  actingAsAdmin,
}: {
  organisation: PartnerOrganisationView;
  actingAsAdmin: boolean;
}) {
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold text-ink">{organisation.name}</h1>
        <p className="text-ink-muted">{PARTNER_KIND_LABELS[organisation.kind]}</p>
        {actingAsAdmin && (
          <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-900">
            You are acting for this partner as a Diaspora Hub admin; what you do is recorded under your name.
          </p>
        )}
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_minmax(0,22rem)]">
        <PeopleList
          organisationId={organisation.id}
          members={organisation.members}
          invitations={organisation.invitations}
          canManage={organisation.canInvite}
        />
        {organisation.canInvite && (
          <section className="h-fit rounded-xl border border-line bg-surface p-4">
            <InviteForm organisationId={organisation.id} />
          </section>
        )}
      </div>
    </>
  );
}
