import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { CLAIM_MESSAGES } from '../../../../domain/funeral/funeral-claim-rules';
import { UNDERWRITER_CLAIM_MESSAGES } from '../../../../domain/funeral/underwriter-claims';
import { PARTNER_MESSAGES } from '../../../../domain/partners/partner';
import { it as base } from '../../../../testing/api-test';
import { approvedFuneralApplication, claimToday, postClaim } from '../../../../testing/funeral-claims';
import { insertFuneralPlan } from '../../../../testing/funeral-plan-factory';
import { readOutbox } from '../../../../testing/outbox';
import { createPartnerOrganisation, partnerClient } from '../../../../testing/partners';
import { auditEntries } from '../../../../testing/real-estate-admin';
import type { TestClient } from '../../../../testing/test-client';
import { funeralLedgerEntries } from '../../../db/schema';

const HARBOUR = 'Harbour Life Assurance (Sample)';
const CRESCENT = 'Crescent Mutual Life (Sample)';

interface Detail {
  claim: { id: string; status: string; accountNumber: string; documentUrl: string };
  nextStatuses: string[];
}
interface SponsorClaim {
  id: string;
  status: string;
  timeline: Array<{ status: string; line?: string }>;
}

/** A claim made by a holder on a plan of Harbour (the test plans' underwriter), and Harbour's organisation. */
const it = base.extend('world', async ({ testApp, admin }) => {
  const application = await approvedFuneralApplication(testApp, admin.client);
  const holder = application.customer.client;
  const made = await postClaim(holder, `/api/funeral-applications/${application.id}/claims`, claimToday());
  expect(made.status).toBe(201);
  const { claim } = (await made.json()) as { claim: { id: string; reference: string } };
  const harbour = await createPartnerOrganisation(admin.client, 'funeral_underwriter', HARBOUR);
  const base = `/api/partner/organisations/${harbour.id}/claims`;
  return { application, holder, claim, harbour, base, claimPath: `${base}/${claim.id}` };
});

const step = (client: TestClient, path: string, body: Record<string, unknown>) =>
  client.postJson(`${path}/status`, body);

async function sponsorClaim(holder: TestClient, id: string): Promise<SponsorClaim> {
  const { claims } = (await (await holder.fetch('/api/funeral-claims')).json()) as { claims: SponsorClaim[] };
  const claim = claims.find((one) => one.id === id);
  if (!claim) throw new Error('the holder does not see the claim');
  return claim;
}

const mailsTitled = async (testApp: Parameters<typeof readOutbox>[0], title: string) =>
  (await readOutbox(testApp)).filter((mail) => mail.subject?.startsWith(title)).length;

const SLOW = { timeout: 90_000 };

describe("an underwriter's claims: each underwriter sees only the claims on its own plans", SLOW, () => {
  it("answers 404 to another underwriter and to a health provider on every route, the document's too", async ({
    testApp,
    admin,
    world,
  }) => {
    await insertFuneralPlan(testApp, 'member_nucleus', { underwriter: CRESCENT });
    const crescent = await createPartnerOrganisation(admin.client, 'funeral_underwriter', CRESCENT);
    const provider = await createPartnerOrganisation(admin.client, 'health_provider', 'homereach');
    const { client: other } = await partnerClient(testApp, crescent.id, { role: 'manager' });
    const { client: health } = await partnerClient(testApp, provider.id, { role: 'manager' });
    const { client: own } = await partnerClient(testApp, world.harbour.id, { role: 'manager' });

    // Their own organisations: Crescent has no claim on its plans, a health provider has no claims at all.
    expect(await (await other.fetch(`/api/partner/organisations/${crescent.id}/claims`)).json()).toEqual({
      claims: [],
    });
    const crossed = [
      `/api/partner/organisations/${crescent.id}/claims/${world.claim.id}`,
      `/api/partner/organisations/${provider.id}/claims`,
      `/api/partner/organisations/${provider.id}/claims/${world.claim.id}`,
    ];
    for (const client of [other, health]) {
      for (const path of [world.base, world.claimPath, `${world.claimPath}/document`, ...crossed]) {
        const read = await client.fetch(path);
        expect(read.status, path).toBe(404);
        const { error } = (await read.json()) as { error: { message: string } };
        expect([PARTNER_MESSAGES.notFound, CLAIM_MESSAGES.notFound], path).toContain(error.message);
      }
      for (const path of [world.claimPath, ...crossed.slice(0, 1), crossed[2]!]) {
        const moved = await step(client, path, { status: 'documents_checked' });
        expect(moved.status, path).toBe(404);
      }
    }
    // A claim id that is no claim, and a malformed one, answer as another's does.
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const read = await own.fetch(`${world.base}/${id}`);
      expect(read.status).toBe(404);
      expect(await read.json()).toMatchObject({ error: { message: CLAIM_MESSAGES.notFound } });
    }
    // Nothing moved, and Harbour's own manager sees the claim and its document.
    const listed = (await (await own.fetch(world.base)).json()) as {
      claims: Array<{ id: string; status: string }>;
    };
    expect(listed.claims).toMatchObject([{ id: world.claim.id, status: 'submitted' }]);
    const document = await own.fetch(`${world.claimPath}/document`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.headers.get('cache-control')).toBe('private, no-store');
  });

  it('moves a claim to paid with a payout reference, tells the sponsor once per step, and names itself on the timeline', async ({
    testApp,
    db,
    world,
  }) => {
    // Staff decide claims as managers do.
    const { client: staff, email } = await partnerClient(testApp, world.harbour.id, { role: 'staff' });
    const first = (await (await staff.fetch(world.claimPath)).json()) as Detail;
    expect(first.nextStatuses).toEqual(['documents_checked', 'rejected']);
    expect(first.claim).toMatchObject({
      accountNumber: '3012345678',
      documentUrl: `${world.claimPath}/document`,
    });

    // Only the next step: paid straight from submitted is refused, and nothing is sent.
    const early = await step(staff, world.claimPath, { status: 'paid', payoutReference: 'FT2611290001' });
    expect(early.status).toBe(409);
    expect((await step(staff, world.claimPath, { status: 'documents_checked' })).status).toBe(200);
    expect((await step(staff, world.claimPath, { status: 'documents_checked' })).status).toBe(409);
    expect((await step(staff, world.claimPath, { status: 'approved' })).status).toBe(200);

    // Paid needs a payout reference, and a well-formed one.
    const without = await step(staff, world.claimPath, { status: 'paid' });
    expect(without.status).toBe(422);
    expect(await without.json()).toMatchObject({
      error: { fields: { payoutReference: UNDERWRITER_CLAIM_MESSAGES.payoutReference } },
    });
    const malformed = await step(staff, world.claimPath, { status: 'paid', payoutReference: 'x!' });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({
      error: { fields: { payoutReference: UNDERWRITER_CLAIM_MESSAGES.payoutReferenceFormat } },
    });
    const paid = await step(staff, world.claimPath, { status: 'paid', payoutReference: 'FT2611290001' });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as Detail).nextStatuses).toEqual([]);

    const sponsor = await sponsorClaim(world.holder, world.claim.id);
    expect(sponsor.status).toBe('paid');
    expect(sponsor.timeline.map(({ status, line }) => [status, line])).toEqual([
      ['submitted', undefined],
      ['documents_checked', `${HARBOUR} checked the documents`],
      ['approved', `${HARBOUR} approved the claim`],
      ['paid', `${HARBOUR} paid the claim: reference FT2611290001`],
    ]);
    for (const title of ['Claim documents checked', 'Claim approved', 'Claim paid'])
      expect(await mailsTitled(testApp, title), title).toBe(1);
    // The mail went to the holder, not to the underwriter's person.
    expect((await readOutbox(testApp)).some((mail) => mail.to?.includes(email))).toBe(false);
    const payouts = await db
      .select()
      .from(funeralLedgerEntries)
      .where(eq(funeralLedgerEntries.applicationId, world.application.id));
    expect(payouts.filter((entry) => entry.kind === 'payout')).toHaveLength(1);
    const entries = await auditEntries(db, 'funeral_claim', world.claim.id);
    expect(entries.at(-1)?.after).toEqual({
      status: 'paid',
      partner: HARBOUR,
      payoutReference: 'FT2611290001',
    });
  });

  it('rejects with a reason the sponsor reads on the timeline, and not without one', async ({
    testApp,
    world,
  }) => {
    const { client: manager } = await partnerClient(testApp, world.harbour.id, { role: 'manager' });
    const bare = await step(manager, world.claimPath, { status: 'rejected' });
    expect(bare.status).toBe(422);
    expect(await bare.json()).toMatchObject({
      error: { fields: { reason: CLAIM_MESSAGES.rejectionReason } },
    });
    const reason = 'The certificate names another person.';
    expect((await step(manager, world.claimPath, { status: 'rejected', reason })).status).toBe(200);
    expect((await step(manager, world.claimPath, { status: 'approved' })).status).toBe(409);
    const sponsor = await sponsorClaim(world.holder, world.claim.id);
    expect(sponsor.timeline.at(-1)).toMatchObject({
      status: 'rejected',
      line: `${HARBOUR} rejected the claim: ${reason}`,
    });
    expect(await mailsTitled(testApp, 'Claim rejected')).toBe(1);
  });

  it('lets an admin act for the underwriter, audited as the admin, and the timeline does not name the underwriter', async ({
    db,
    admin,
    world,
  }) => {
    const moved = await step(admin.client, world.claimPath, { status: 'documents_checked' });
    expect(moved.status).toBe(200);
    const entries = await auditEntries(db, 'funeral_claim', world.claim.id);
    expect(entries.at(-1)).toMatchObject({
      actorId: admin.userId,
      after: { status: 'documents_checked', actingFor: world.harbour.id },
    });
    expect(entries.at(-1)?.after).not.toHaveProperty('partner');
    const sponsor = await sponsorClaim(world.holder, world.claim.id);
    expect(sponsor.timeline.at(-1)).toEqual({ status: 'documents_checked', at: expect.any(String) });
  });
});
