import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import { CLAIM_MESSAGES } from '../../../domain/funeral/funeral-claim-rules';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { requestDeletion } from '../../../testing/deletion-requests';
import { backdateApproval, makeClaim, postClaim } from '../../../testing/funeral-claims';
import { readOutbox } from '../../../testing/outbox';
import { createTestClient } from '../../../testing/test-client';
import { deletionRequests, funeralClaimDocuments, funeralClaimLinks, funeralClaims } from '../../db/schema';

const it = test.extend('approved', async ({ testApp, db, admin }) => {
  const fixtures = applicationFixtures(testApp);
  return async () => {
    const applied = await (await fixtures).funeralApplication();
    await admin.client.postJson(`/api/admin/applications/funeral/${applied.id}/status`, {
      status: 'approved',
    });
    await backdateApproval(db, applied.id, 10);
    return applied;
  };
});

const BENEFICIARY = 'heir@example.com';
const LINK = /\/funeral-claim\/([A-Za-z0-9_-]{43})/;

/** The holder sends the link; answers the token from the beneficiary's mail. */
async function sendLink(
  testApp: Parameters<typeof readOutbox>[0],
  client: { postJson: (p: string, b: unknown) => Promise<Response> },
  id: string,
) {
  const sent = await client.postJson(`/api/funeral-applications/${id}/claim-link`, { email: BENEFICIARY });
  expect(sent.status).toBe(201);
  const mails = (await readOutbox(testApp)).filter((mail) => mail.to?.includes(BENEFICIARY));
  const token = LINK.exec(mails.at(-1)?.decoded ?? '')?.[1];
  if (!token) throw new Error('no claim link in the mail');
  return token;
}

// Each test signs up customers and an admin and waits for mail: slow on a busy machine.
const SLOW = { timeout: 90_000 };

describe("the beneficiary's claim link", SLOW, () => {
  it('opens the plan signed out, takes a claim, and tells the beneficiary of each step by mail', async ({
    testApp,
    db,
    approved,
    admin,
  }) => {
    const plan = await approved();
    const token = await sendLink(testApp, plan.customer.client, plan.id);
    const [stored] = await db.select().from(funeralClaimLinks);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);

    const visitor = createTestClient(testApp);
    const opened = await visitor.fetch(`/api/funeral-claim-links/${token}`);
    expect(opened.status).toBe(200);
    const { link } = (await opened.json()) as { link: { applicationReference: string; people: unknown[] } };
    expect(link.applicationReference).toBe(plan.reference);
    expect(link.people.length).toBeGreaterThan(1);

    const made = await postClaim(visitor, `/api/funeral-claim-links/${token}/claims`, makeClaim());
    expect(made.status).toBe(201);
    const { claim } = (await made.json()) as {
      claim: { id: string; submittedBy: string; documentUrl: string };
    };
    expect(claim.submittedBy).toBe('beneficiary');
    expect(claim.documentUrl).toContain(token);
    expect((await visitor.fetch(claim.documentUrl)).status).toBe(200);
    // The holder follows it too.
    const mine = await plan.customer.client.fetch('/api/funeral-claims');
    expect(((await mine.json()) as { claims: Array<{ id: string }> }).claims.map((one) => one.id)).toEqual([
      claim.id,
    ]);

    await admin.client.postJson(`/api/admin/funeral-claims/${claim.id}/status`, {
      status: 'documents_checked',
    });
    const toBeneficiary = (await readOutbox(testApp)).filter((mail) => mail.to?.includes(BENEFICIARY));
    // The mail queue sends in any order: the mails, not their order, are the point.
    expect(toBeneficiary.map((mail) => mail.subject?.split(' | ')[0]).sort()).toEqual([
      'Claim documents checked',
      'Funeral claim received',
      'Report a death on a funeral plan',
    ]);
  });

  it('stops working when replaced or expired, and opens nothing of another plan', async ({
    testApp,
    db,
    approved,
  }) => {
    const plan = await approved();
    const first = await sendLink(testApp, plan.customer.client, plan.id);
    const second = await sendLink(testApp, plan.customer.client, plan.id);
    const visitor = createTestClient(testApp);
    const invalid = { error: { code: 'not_found', message: CLAIM_MESSAGES.linkInvalid } };
    const replaced = await visitor.fetch(`/api/funeral-claim-links/${first}`);
    expect(replaced.status).toBe(404);
    expect(await replaced.json()).toMatchObject(invalid);
    expect((await postClaim(visitor, `/api/funeral-claim-links/${first}/claims`, makeClaim())).status).toBe(
      404,
    );

    // The holder's own claim on the plan is not the beneficiary's to open.
    const holders = await postClaim(
      plan.customer.client,
      `/api/funeral-applications/${plan.id}/claims`,
      makeClaim(),
    );
    const { claim } = (await holders.json()) as { claim: { id: string } };
    expect(
      (await visitor.fetch(`/api/funeral-claim-links/${second}/claims/${claim.id}/document`)).status,
    ).toBe(404);
    const other = await approved();
    const otherClaim = await postClaim(
      other.customer.client,
      `/api/funeral-applications/${other.id}/claims`,
      makeClaim(),
    );
    const { claim: theirs } = (await otherClaim.json()) as { claim: { id: string } };
    expect(
      (await visitor.fetch(`/api/funeral-claim-links/${second}/claims/${theirs.id}/document`)).status,
    ).toBe(404);

    await db.update(funeralClaimLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await visitor.fetch(`/api/funeral-claim-links/${second}`)).status).toBe(404);
    expect((await visitor.fetch('/api/funeral-claim-links/not-a-token')).status).toBe(404);
  });

  it("is sent only by the plan's holder", async ({ testApp, approved }) => {
    const plan = await approved();
    const visitor = createTestClient(testApp);
    expect(
      (await visitor.postJson(`/api/funeral-applications/${plan.id}/claim-link`, { email: BENEFICIARY }))
        .status,
    ).toBe(401);
    const other = await approved();
    const path = `/api/funeral-applications/${plan.id}/claim-link`;
    expect((await other.customer.client.postJson(path, { email: BENEFICIARY })).status).toBe(404);
    expect((await plan.customer.client.postJson(path, { email: 'nope' })).status).toBe(422);
  });
});

describe("deleting the holder's account", SLOW, () => {
  it("empties the claims' people and payout accounts, removes documents and links, keeps status and amounts", async ({
    testApp,
    db,
    approved,
    admin,
  }) => {
    const plan = await approved();
    await sendLink(testApp, plan.customer.client, plan.id);
    const made = await postClaim(
      plan.customer.client,
      `/api/funeral-applications/${plan.id}/claims`,
      makeClaim(),
    );
    const { claim } = (await made.json()) as { claim: { id: string } };
    await admin.client.postJson(`/api/admin/funeral-claims/${claim.id}/status`, {
      status: 'rejected',
      reason: 'Names Ngozi, not the covered person',
    });
    await requestDeletion(testApp, plan.customer.client, plan.customer.signUp.email);
    const [request] = await db.select().from(deletionRequests);
    const processed = await admin.client.fetch(`/api/admin/deletion-requests/${request?.id}/process`, {
      method: 'POST',
    });
    expect(processed.status).toBe(200);

    const [row] = await db.select().from(funeralClaims).where(eq(funeralClaims.id, claim.id));
    expect(row).toMatchObject({
      status: 'rejected',
      amountNgn: 1_000_000_00,
      personFirstName: null,
      personLastName: null,
      bankName: null,
      accountNumber: null,
      accountName: null,
      rejectionReason: null,
      personalDataRemovedAt: expect.any(Date),
    });
    expect(await db.$count(funeralClaimDocuments)).toBe(0);
    expect(await db.$count(funeralClaimLinks)).toBe(0);
    const detail = await admin.client.fetch(`/api/admin/funeral-claims/${claim.id}`);
    const { history } = (await detail.json()) as { history: Array<{ after: Record<string, unknown> }> };
    expect(history.some((entry) => 'note' in entry.after)).toBe(false);
  });
});
