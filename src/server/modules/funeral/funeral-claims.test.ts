import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import { addDays, calendarDateOf } from '../../../domain/calendar-date';
import { CLAIM_MESSAGES, naturalDeathCoveredFrom } from '../../../domain/funeral/funeral-claim-rules';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { backdateApproval, madeClaim, makeClaim, postClaim } from '../../../testing/funeral-claims';
import { readOutbox } from '../../../testing/outbox';
import { makePdf } from '../../../testing/pdf-files';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestClient } from '../../../testing/test-client';
import { auditLog, funeralClaims, notifications } from '../../db/schema';

/** An approved family plan, as the console approves it, whose cover started `daysAgo` days ago. */
const it = test.extend('approved', async ({ testApp, db, admin }) => {
  const fixtures = applicationFixtures(testApp);
  return async (daysAgo = 10) => {
    const applied = await (await fixtures).funeralApplication();
    const approve = await admin.client.postJson(`/api/admin/applications/funeral/${applied.id}/status`, {
      status: 'approved',
    });
    expect(approve.status).toBe(200);
    await backdateApproval(db, applied.id, daysAgo);
    return { ...applied, claimsPath: `/api/funeral-applications/${applied.id}/claims` };
  };
});

const today = () => calendarDateOf(new Date());

// Each test signs up customers and an admin and waits for mail: slow on a busy machine.
const SLOW = { timeout: 90_000 };

describe('reporting a death', SLOW, () => {
  it('records the claim once, tells the holder in-app and by mail, and refuses a second open claim', async ({
    testApp,
    db,
    approved,
  }) => {
    const plan = await approved();
    const { client } = plan.customer;
    const claim = makeClaim({ cause: 'accidental', dateOfDeath: addDays(today(), -2) });

    const first = await postClaim(client, plan.claimsPath, claim);
    expect(first.status).toBe(201);
    const { claim: made } = (await first.json()) as {
      claim: { id: string; reference: string; status: string };
    };
    expect(made).toMatchObject({ status: 'submitted', submittedBy: 'holder', accountNumberEnd: '5678' });
    expect(made.reference).toMatch(/^CL[0-9A-Z]{8}$/);

    // The same form sent twice: the first claim, not a second.
    const again = await postClaim(client, plan.claimsPath, claim);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { claim: { id: string } }).claim.id).toBe(made.id);
    // A new form for the same person while that claim is open.
    const second = await postClaim(client, plan.claimsPath, makeClaim({ personKey: claim.personKey }));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { message: CLAIM_MESSAGES.alreadyOpen } });
    expect(await db.$count(funeralClaims)).toBe(1);

    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Funeral claim received'));
    expect(told).toHaveLength(1);
    const mails = await readOutbox(testApp);
    expect(mails.filter((mail) => mail.subject?.startsWith('Funeral claim received'))).toHaveLength(1);

    const listed = await client.fetch(plan.claimsPath);
    const body = (await listed.json()) as {
      claims: unknown[];
      people: Array<{ key: string }>;
      coverStart: string;
    };
    expect(body.claims).toHaveLength(1);
    expect(body.people.map((person) => person.key)).toContain('principal');
    expect(body.coverStart).toBe(addDays(today(), -10));
    const mine = (await (await client.fetch('/api/funeral-claims')).json()) as {
      claims: Array<{ id: string }>;
    };
    expect(mine.claims.map((one) => one.id)).toEqual([made.id]);
  });

  it('refuses a natural death within the 6-month waiting period with the rule, and takes it after', async ({
    approved,
  }) => {
    const recent = await approved(30);
    const coverStart = addDays(today(), -30);
    const refused = await postClaim(
      recent.customer.client,
      recent.claimsPath,
      makeClaim({ cause: 'natural', dateOfDeath: addDays(today(), -1) }),
    );
    expect(refused.status).toBe(422);
    const message = CLAIM_MESSAGES.waitingPeriod(coverStart, naturalDeathCoveredFrom(coverStart));
    expect(await refused.json()).toMatchObject({ error: { message, fields: { dateOfDeath: message } } });
    // An accident the same day is covered.
    const accident = makeClaim({ cause: 'accidental', dateOfDeath: addDays(today(), -1) });
    expect((await postClaim(recent.customer.client, recent.claimsPath, accident)).status).toBe(201);

    const older = await approved(200);
    const natural = makeClaim({ cause: 'natural', dateOfDeath: addDays(today(), -1) });
    expect((await postClaim(older.customer.client, older.claimsPath, natural)).status).toBe(201);
  });

  it('refuses a date before the cover or in the future, a bad account number, and a file that is not a document', async ({
    approved,
  }) => {
    const plan = await approved(10);
    const send = (claim = makeClaim(), file?: Uint8Array | null) =>
      postClaim(plan.customer.client, plan.claimsPath, claim, file);
    const cases: Array<[Response, string, string]> = [
      [
        await send(makeClaim({ dateOfDeath: addDays(today(), -11) })),
        'dateOfDeath',
        CLAIM_MESSAGES.beforeCover(addDays(today(), -10)),
      ],
      [
        await send(makeClaim({ dateOfDeath: addDays(today(), 1) })),
        'dateOfDeath',
        CLAIM_MESSAGES.dateOfDeathFuture,
      ],
      [
        await send(makeClaim({ accountNumber: '12345' })),
        'accountNumber',
        CLAIM_MESSAGES.accountNumberFormat,
      ],
      [await send(makeClaim({ personKey: 'covered-40' })), 'personKey', CLAIM_MESSAGES.person],
      [await send(makeClaim(), null), 'file', CLAIM_MESSAGES.document],
      // A text file named and declared as a PDF: only the bytes count.
      [await send(makeClaim(), Buffer.from('not really a pdf at all')), 'file', CLAIM_MESSAGES.documentType],
      // The same document check as title packs (storage/document-files.ts): a PDF that could run a script is refused.
      [
        await send(
          makeClaim(),
          makePdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }),
        ),
        'file',
        CLAIM_MESSAGES.documentType,
      ],
    ];
    for (const [response, field, message] of cases) {
      expect(response.status, message).toBe(422);
      expect(
        ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field],
      ).toBe(message);
    }
    // Spaces typed between the digits are fine.
    expect((await send(makeClaim({ accountNumber: '301 234 5678' }))).status).toBe(201);
  });

  it('is only for the holder of an approved application', async ({ testApp, approved, admin }) => {
    const plan = await approved();
    const { client: other } = await signedUpClient(testApp);
    expect((await postClaim(other, plan.claimsPath, makeClaim())).status).toBe(404);
    expect((await postClaim(createTestClient(testApp), plan.claimsPath, makeClaim())).status).toBe(401);
    const cancelled = await admin.client.postJson(`/api/admin/applications/funeral/${plan.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    const refused = await postClaim(plan.customer.client, plan.claimsPath, makeClaim());
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { message: CLAIM_MESSAGES.notActive } });
  });
});

describe("a claim's document", SLOW, () => {
  it('opens for the holder and admins, as a download nobody caches; anyone else gets 404', async ({
    testApp,
    approved,
    admin,
  }) => {
    const plan = await approved();
    const claim = await madeClaim(plan);
    const holder = await plan.customer.client.fetch(claim.documentUrl);
    expect(holder.status).toBe(200);
    expect(holder.headers.get('content-type')).toBe('application/pdf');
    expect(holder.headers.get('x-content-type-options')).toBe('nosniff');
    expect(holder.headers.get('cache-control')).toContain('no-store');
    // Issue 28, point 3: claim documents reached admins inline without the sandbox title documents get.
    expect(holder.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(
      Buffer.from(await holder.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const forAdmin = await admin.client.fetch(claim.documentUrl);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const { client: other } = await signedUpClient(testApp);
    expect((await other.fetch(claim.documentUrl)).status).toBe(404);
    expect((await createTestClient(testApp).fetch(claim.documentUrl)).status).toBe(401);
  });
});

describe('the claims queue', SLOW, () => {
  it('moves a claim one step at a time to paid, auditing each and telling the holder', async ({
    db,
    approved,
    admin,
  }) => {
    const plan = await approved();
    const claim = await madeClaim(plan);
    const move = (status: string, reason?: string) =>
      admin.client.postJson(`/api/admin/funeral-claims/${claim.id}/status`, { status, reason });

    expect((await move('paid')).status).toBe(409);
    expect((await move('approved')).status).toBe(409);
    for (const status of ['documents_checked', 'approved', 'paid']) {
      const moved = await move(status);
      expect(moved.status, status).toBe(200);
      expect(((await moved.json()) as { claim: { status: string } }).claim.status).toBe(status);
    }
    expect((await move('rejected', 'Too late')).status).toBe(409);

    // The payout is in the application's ledger, after its premiums, in date order (decision 065).
    const detail = (await (
      await admin.client.fetch(`/api/admin/applications/funeral/${plan.id}`)
    ).json()) as {
      application: { ledger: Array<{ kind: string; amountNgn: number; reference: string; paidOn: string }> };
    };
    const ledger = detail.application.ledger;
    expect(ledger.at(-1)).toMatchObject({ kind: 'payout', amountNgn: -claim.amountNgn, paidOn: today() });
    expect(ledger.slice(0, -1).every((entry) => entry.kind === 'premium')).toBe(true);
    const days = ledger.map((entry) => entry.paidOn);
    expect(days).toEqual([...days].sort());

    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, claim.id));
    expect(entries.map((entry) => entry.after?.status).sort()).toEqual([
      'approved',
      'documents_checked',
      'paid',
    ]);
    expect(entries.every((entry) => entry.actorId === admin.userId)).toBe(true);
    const titles = (await db.select().from(notifications)).map((one) => one.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Claim documents checked', 'Claim approved', 'Claim paid']),
    );

    const list = await admin.client.fetch('/api/admin/funeral-claims?status=paid');
    expect(((await list.json()) as { items: Array<{ id: string }> }).items.map((row) => row.id)).toEqual([
      claim.id,
    ]);
    const none = await admin.client.fetch('/api/admin/funeral-claims?status=submitted');
    expect(((await none.json()) as { items: unknown[] }).items).toEqual([]);
    const mine = await plan.customer.client.fetch(plan.claimsPath);
    const { claims } = (await mine.json()) as { claims: Array<{ timeline: Array<{ status: string }> }> };
    expect(claims[0]?.timeline.map((step) => step.status)).toEqual([
      'submitted',
      'documents_checked',
      'approved',
      'paid',
    ]);
  });

  it('rejects only with a reason, which the holder reads; customers cannot use the queue', async ({
    db,
    approved,
    admin,
  }) => {
    const plan = await approved();
    const claim = await madeClaim(plan);
    const path = `/api/admin/funeral-claims/${claim.id}/status`;
    const bare = await admin.client.postJson(path, { status: 'rejected' });
    expect(bare.status).toBe(422);
    expect(await bare.json()).toMatchObject({
      error: { fields: { reason: CLAIM_MESSAGES.rejectionReason } },
    });
    expect((await plan.customer.client.postJson(path, { status: 'documents_checked' })).status).toBe(403);
    expect((await plan.customer.client.fetch('/api/admin/funeral-claims')).status).toBe(403);

    const reason = 'The certificate names a different person.';
    expect((await admin.client.postJson(path, { status: 'rejected', reason })).status).toBe(200);
    const mine = await plan.customer.client.fetch(plan.claimsPath);
    const { claims } = (await mine.json()) as { claims: Array<{ status: string; rejectionReason: string }> };
    expect(claims[0]).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const [told] = await db.select().from(notifications).where(eq(notifications.title, 'Claim rejected'));
    expect(told?.body).toContain(reason);
    // Rejected, the person may be claimed for again.
    expect((await postClaim(plan.customer.client, plan.claimsPath, makeClaim())).status).toBe(201);
  });
});
