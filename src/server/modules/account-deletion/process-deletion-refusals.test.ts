import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { ADMIN_DELETION_MESSAGES } from '../../../domain/accounts/deletion-admin';
import { adminClient } from '../../../testing/admin-client';
import { createTestClient, type TestClient } from '../../../testing/test-client';
import { deletionRequests, user } from '../../db/schema';
import { requestDeletion } from '../../../testing/deletion-requests';
import { processDeletionRequest } from './process-deletion.service';

const process = (client: TestClient, id: string) =>
  client.fetch(`/api/admin/deletion-requests/${id}/process`, { method: 'POST' });

async function expectConflict(response: Response, message: string) {
  expect(response.status).toBe(409);
  expect(await response.json()).toMatchObject({ error: { code: 'conflict', message } });
}

describe('processing a deletion request is refused', () => {
  it('for an unknown request', async ({ admin: { client } }) => {
    for (const id of ['0b0f6a0e-5f8e-4b1e-9f43-3f1d7c6b2a11', 'not-a-uuid']) {
      expect((await process(client, id)).status).toBe(404);
    }
  });

  it('a second time', async ({ testApp, admin: { client } }) => {
    const id = await requestDeletion(testApp, createTestClient(testApp), 'twice@example.com');
    expect((await process(client, id)).status).toBe(200);
    await expectConflict(await process(client, id), ADMIN_DELETION_MESSAGES.alreadyProcessed);
  });

  it("for the admin's own account, which stays", async ({ testApp, db, admin: me }) => {
    const id = await requestDeletion(testApp, me.client, me.email);
    await expectConflict(await process(me.client, id), ADMIN_DELETION_MESSAGES.ownAccount);
    expect(await db.$count(user, eq(user.id, me.userId))).toBe(1);
    const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, id));
    expect(row).toMatchObject({ status: 'pending', email: me.email });
  });

  it('for the last admin, should every other admin lose the role meanwhile', async ({
    testApp,
    db,
    admin: only,
    customer: { userId: demoted },
  }) => {
    // Reached only in a race (the processing admin is demoted or deleted at the same moment), so it is
    // checked on the service, with a processing user who is no longer an admin.
    const id = await requestDeletion(testApp, only.client, only.email);
    await expect(processDeletionRequest(db, demoted, id)).rejects.toMatchObject({
      code: 'conflict',
      message: ADMIN_DELETION_MESSAGES.lastAdmin,
    });
  });
});

describe('another admin', () => {
  it("may process an admin's request: that account and its sessions go", async ({
    testApp,
    db,
    admin: leaving,
  }) => {
    const processing = await adminClient(testApp);
    const id = await requestDeletion(testApp, leaving.client, leaving.email);
    expect((await process(processing.client, id)).status).toBe(200);
    expect(await db.$count(user, eq(user.id, leaving.userId))).toBe(0);
    expect((await leaving.client.fetch('/api/admin/audit-log')).status).toBe(401);
  });
});
