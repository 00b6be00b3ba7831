import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import { APPLICATION_NOT_FOUND } from '../../../domain/applications/application-view';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { signedUpClient } from '../../../testing/signed-up-client';
import { createTestClient } from '../../../testing/test-client';

/** A family plan to apply for, made for each test. */
const it = test.extend('applications', ({ testApp }) => applicationFixtures(testApp));

const NOT_FOUND = { error: { code: 'not_found', message: APPLICATION_NOT_FOUND } };

describe('GET /api/funeral-applications/:id', () => {
  it('shows its owner the plan as applied for, the people and the status so far', async ({
    applications,
  }) => {
    const applied = await applications.funeralApplication();
    const { input } = applied;

    const response = await applied.customer.client.api['funeral-applications'][':id'].$get({
      param: { id: applied.id },
    });
    expect(response.status).toBe(200);
    const { application } = await response.json();
    expect(application).toMatchObject({
      id: applied.id,
      reference: applied.reference,
      status: 'pending',
      planType: 'family',
      title: 'Family Plan, ₦1,000,000 cover',
      coverageAmountNgn: 1_000_000_00,
      monthlyPriceUsd: applied.monthlyPriceUsd,
      principal: {
        firstName: input.principal.firstName,
        lastName: input.principal.lastName,
        email: input.principal.email,
      },
      beneficiary: { firstName: input.beneficiary.firstName, relationship: input.beneficiary.relationship },
    });
    const expectedPeople =
      (input.spouse ? 1 : 0) + (input.children?.length ?? 0) + (input.others?.length ?? 0);
    expect(application.coveredPeople).toHaveLength(expectedPeople);
    expect(application.timeline).toEqual([{ status: 'pending', at: application.createdAt }]);
  });

  it('adds each status an admin gives it', async ({ applications, admin }) => {
    const applied = await applications.funeralApplication();
    for (const status of ['approved', 'cancelled']) {
      const changed = await admin.client.postJson(`/api/admin/applications/funeral/${applied.id}/status`, {
        status,
      });
      expect(changed.status).toBe(200);
    }
    const response = await applied.customer.client.api['funeral-applications'][':id'].$get({
      param: { id: applied.id },
    });
    const { application } = await response.json();
    expect(application.timeline.map((step) => step.status)).toEqual(['pending', 'approved', 'cancelled']);
  });

  it("answers someone else's application exactly like an unknown or malformed id: 404", async ({
    testApp,
    applications,
    admin,
  }) => {
    const applied = await applications.funeralApplication();
    const { client: other } = await signedUpClient(testApp);
    for (const client of [other, admin.client]) {
      for (const id of [applied.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await client.api['funeral-applications'][':id'].$get({ param: { id } });
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
    }
  });

  it('needs a session', async ({ testApp, applications }) => {
    const applied = await applications.funeralApplication();
    const response = await createTestClient(testApp).api['funeral-applications'][':id'].$get({
      param: { id: applied.id },
    });
    expect(response.status).toBe(401);
  });
});
