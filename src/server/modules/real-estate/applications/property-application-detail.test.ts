import { describe, expect } from 'vitest';
import { test } from '../../../../testing/api-test';
import { APPLICATION_NOT_FOUND } from '../../../../domain/applications/application-view';
import { applicationFixtures } from '../../../../testing/application-fixtures';
import { signedUpClient } from '../../../../testing/signed-up-client';
import { createTestClient } from '../../../../testing/test-client';

/** A listing and a provider to apply through, made for each test. */
const it = test.extend('applications', ({ testApp }) => applicationFixtures(testApp));

const NOT_FOUND = { error: { code: 'not_found', message: APPLICATION_NOT_FOUND } };

describe('GET /api/property-applications/:id', () => {
  it('shows its owner the listing, the fee, who applied and the status so far', async ({ applications }) => {
    const applied = await applications.propertyApplication('Ikoyi Garden Flat');
    const { client, signUp } = applied.customer;

    const response = await client.api['property-applications'][':id'].$get({ param: { id: applied.id } });
    expect(response.status).toBe(200);
    const { application } = await response.json();
    expect(application).toMatchObject({
      id: applied.id,
      reference: applied.reference,
      propertyId: applied.property.id,
      propertyTitle: 'Ikoyi Garden Flat',
      propertyLocation: applied.property.location,
      providerName: 'Lagos Homes',
      status: 'pending',
      feeUsd: 75_00,
      preferredContact: 'whatsapp',
      message: 'I would like to arrange a viewing for my parents next month.',
      applicant: { email: signUp.email },
    });
    expect(application.applicant.name).toContain(signUp.firstName);
    expect(application.timeline).toEqual([{ status: 'pending', at: application.createdAt }]);
  });

  it("adds each status an admin gives it, from the audit log, without the admin's note", async ({
    applications,
    admin,
  }) => {
    const applied = await applications.propertyApplication();
    const changed = await admin.client.postJson(`/api/admin/applications/property/${applied.id}/status`, {
      status: 'approved',
      note: 'Fee received on 24 Nov',
    });
    expect(changed.status).toBe(200);

    const response = await applied.customer.client.api['property-applications'][':id'].$get({
      param: { id: applied.id },
    });
    const { application } = await response.json();
    expect(application.status).toBe('approved');
    expect(application.timeline.map((step) => step.status)).toEqual(['pending', 'approved']);
    expect(Date.parse(application.timeline[1]?.at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(application.createdAt),
    );
    expect(JSON.stringify(application)).not.toContain('Fee received');
  });

  it("answers someone else's application exactly like an unknown or malformed id: 404", async ({
    testApp,
    applications,
    admin,
  }) => {
    const applied = await applications.propertyApplication();
    const { client: other } = await signedUpClient(testApp);
    const ids = [applied.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"];
    // Not even an admin reads it here: the console is where admins read applications.
    for (const client of [other, admin.client]) {
      for (const id of ids) {
        const response = await client.api['property-applications'][':id'].$get({ param: { id } });
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
    }
  });

  it('needs a session', async ({ testApp, applications }) => {
    const applied = await applications.propertyApplication();
    const response = await createTestClient(testApp).api['property-applications'][':id'].$get({
      param: { id: applied.id },
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/property-applications?propertyId=', () => {
  it("lists only the caller's own applications for that listing", async ({ testApp, applications }) => {
    const first = await applications.propertyApplication('First Home');
    const { client } = first.customer;
    const second = await applications.propertyApplication('Second Home');
    // The same customer applies for the second listing too; its other applicant's application is not theirs.
    const mine = await client.postJson('/api/property-applications', {
      propertyId: second.property.id,
      message: 'We would like to see it next month.',
      preferredContact: 'email',
    });
    expect(mine.status).toBe(201);

    const forListing = async (propertyId: string) => {
      const response = await client.api['property-applications'].$get({ query: { propertyId } });
      expect(response.status).toBe(200);
      return (await response.json()).applications.map((application) => application.title);
    };
    expect(await forListing(first.property.id)).toEqual(['First Home']);
    expect(await forListing(second.property.id)).toEqual(['Second Home']);
    expect(await forListing('not-an-id')).toEqual([]);

    const { client: other } = await signedUpClient(testApp);
    const response = await other.api['property-applications'].$get({
      query: { propertyId: first.property.id },
    });
    expect((await response.json()).applications).toEqual([]);
  });
});
