import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, vi } from 'vitest';
import { testOnMovedClock as test } from '../../../testing/api-test';
import { CLAIM_MESSAGES } from '../../../domain/funeral/funeral-claim-rules';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { requestDeletion } from '../../../testing/deletion-requests';
import { contactLinkToken, planWithContact } from '../../../testing/claim-contacts';
import {
  backdateApproval,
  claimLinkToken,
  claimToday,
  makeClaim,
  postClaim,
} from '../../../testing/funeral-claims';
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

const DAY = 24 * 60 * 60 * 1000;

/** Stops the clock at `ms`: the server reads it as now. */
function clockAt(ms: number) {
  vi.useRealTimers();
  vi.useFakeTimers({ now: ms, toFake: ['Date'] });
}

interface LinkPage {
  lastsUntilClosed: boolean;
  expiresAt: string | null;
  claims: Array<{ id: string; status: string }>;
}

/** The link's page as a visitor opens it: its status and, when it opens, what it says of how long it lasts. */
async function openLink(
  visitor: ReturnType<typeof createTestClient>,
  token: string,
): Promise<{ status: number } & Partial<LinkPage>> {
  const opened = await visitor.fetch(`/api/funeral-claim-links/${token}`);
  if (opened.status !== 200) return { status: opened.status };
  const { link } = (await opened.json()) as { link: LinkPage };
  return { status: 200, ...link };
}

describe('how long a claim link lasts (docs/decisions/067, part C)', SLOW, () => {
  // The app is set up on the real clock (its mail queue runs on it); only the link is opened on a moved one.
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the contact's link working while the claim is open, past its 14 days and a newer link, and 14 days after the claim is closed", async ({
    testApp,
    db,
    admin,
  }) => {
    const start = Date.now();
    const plan = await planWithContact(testApp, admin.client, 'link.lasts@example.com');
    const token = await contactLinkToken(testApp, plan.reference, '203.0.113.91');
    const visitor = createTestClient(testApp);
    const made = await postClaim(
      visitor,
      `/api/funeral-claim-links/${token}/claims`,
      claimToday({ personKey: 'principal' }),
    );
    expect(made.status).toBe(201);
    const { claim } = (await made.json()) as { claim: { id: string; documentUrl: string } };
    // The holder sends a link too: it replaces the contact's, who is in the middle of a claim.
    const newer = await claimLinkToken(testApp, plan.customer.client, plan.id);

    clockAt(start + 30 * DAY);
    expect(await openLink(visitor, token)).toMatchObject({
      status: 200,
      lastsUntilClosed: true,
      expiresAt: null,
      claims: [{ id: claim.id, status: 'submitted' }],
    });
    expect((await visitor.fetch(claim.documentUrl)).status).toBe(200);
    // The newer link, no claim made through it, has run out its own 14 days.
    expect((await openLink(visitor, newer)).status).toBe(404);

    // The admin rejects it, on the real clock.
    vi.useRealTimers();
    const rejected = await admin.client.postJson(`/api/admin/funeral-claims/${claim.id}/status`, {
      status: 'rejected',
      reason: 'The certificate names someone else',
    });
    expect(rejected.status).toBe(200);
    const [closed] = await db.select().from(funeralClaims).where(eq(funeralClaims.id, claim.id));
    const closedAt = closed!.updatedAt.getTime();

    // Replaced long before, the link still shows the outcome for 14 days after it, then no more.
    clockAt(closedAt + 14 * DAY - 1000);
    expect(await openLink(visitor, token)).toMatchObject({
      status: 200,
      lastsUntilClosed: false,
      expiresAt: new Date(closedAt + 14 * DAY).toISOString(),
      claims: [{ id: claim.id, status: 'rejected' }],
    });
    clockAt(closedAt + 14 * DAY);
    expect(await openLink(visitor, token)).toEqual({ status: 404 });
    expect((await visitor.fetch(claim.documentUrl)).status).toBe(404);
  });

  it('ends a link no claim was made through after its 14 days, as before', async ({ testApp, approved }) => {
    const plan = await approved();
    const sentAt = Date.now();
    const token = await sendLink(testApp, plan.customer.client, plan.id);
    const visitor = createTestClient(testApp);
    const { expiresAt } = await openLink(visitor, token);
    const end = Date.parse(expiresAt ?? '');
    expect(end - sentAt).toBeGreaterThanOrEqual(14 * DAY);
    expect(end - sentAt).toBeLessThan(14 * DAY + 60_000);
    clockAt(end - 1000);
    expect(await openLink(visitor, token)).toMatchObject({
      status: 200,
      lastsUntilClosed: false,
      expiresAt: new Date(end).toISOString(),
      claims: [],
    });
    clockAt(end);
    expect(await openLink(visitor, token)).toEqual({ status: 404 });
    expect((await postClaim(visitor, `/api/funeral-claim-links/${token}/claims`, makeClaim())).status).toBe(
      404,
    );
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
