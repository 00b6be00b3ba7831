import { describe, expect } from 'vitest';
import { test } from '../../../../testing/api-test';
import { eq } from 'drizzle-orm';
import { PROPERTY_APPLICATION_MESSAGES } from '../../../../domain/property/property-application.schema';
import type { ErrorResponse } from '../../../../testing/order-api';
import { createProperty, createProvider } from '../../../../testing/property-factories';
import { signedUpClient } from '../../../../testing/signed-up-client';
import { createTestClient } from '../../../../testing/test-client';
import { notifications, propertyApplications } from '../../../db/schema';

/** A provider with its fee and one listing of theirs, made for each test. */
const it = test.extend('listing', async ({ db }) => {
  const provider = await createProvider(db, { applicationFeeUsd: 7500, applicationFeeNgn: 11_625_000 });
  const property = await createProperty(db, provider.id, { title: 'Jabi Lakeside Apartment' });
  return { providerId: provider.id, propertyId: property.id };
});

const application = (propertyId: string, overrides: Record<string, unknown> = {}) => ({
  propertyId,
  message: 'I would like to arrange a viewing for my parents next month.',
  preferredContact: 'whatsapp',
  ...overrides,
});

describe('POST /api/property-applications', () => {
  it("records a pending application with the provider's fee, even when the client sends another", async ({
    db,
    customer: { client, userId },
    listing: { propertyId },
  }) => {
    const response = await client.postJson('/api/property-applications', {
      ...application(propertyId),
      feeUsd: 1,
      feeNgn: 1,
      applicationFeeUsd: 1,
      status: 'approved',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { application: Record<string, unknown> };
    expect(body.application).toMatchObject({
      reference: expect.stringMatching(/^PA[0-9A-Z]+$/),
      propertyId,
      propertyTitle: 'Jabi Lakeside Apartment',
      status: 'pending',
      feeUsd: 7500,
      feeNgn: 11_625_000,
      preferredContact: 'whatsapp',
    });
    const [row] = await db.select().from(propertyApplications).where(eq(propertyApplications.userId, userId));
    expect(row).toMatchObject({ feeUsd: 7500, feeNgn: 11_625_000, status: 'pending' });

    const notes = await db.select().from(notifications).where(eq(notifications.userId, userId));
    const note = notes.find((item) => item.title === 'Application received');
    expect(note).toMatchObject({
      title: 'Application received',
      link: `/profile/applications/property/${row?.id}`,
    });
    expect(note?.body).toContain(String(body.application.reference));
  });

  it('refuses a second open application for the same listing with 409 and a clear message', async ({
    customer: { client },
    listing: { propertyId },
  }) => {
    expect((await client.postJson('/api/property-applications', application(propertyId))).status).toBe(201);
    const again = await client.postJson('/api/property-applications', application(propertyId));
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorResponse).error.message).toBe(
      PROPERTY_APPLICATION_MESSAGES.duplicate,
    );
  });

  it('lets two racing submissions create exactly one application', async ({
    db,
    customer: { client, userId },
    listing: { propertyId },
  }) => {
    const statuses = await Promise.all([
      client.postJson('/api/property-applications', application(propertyId)),
      client.postJson('/api/property-applications', application(propertyId)),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([201, 409]);
    const rows = await db.select().from(propertyApplications).where(eq(propertyApplications.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 with the screen message when signed out', async ({ testApp, listing: { propertyId } }) => {
    const response = await createTestClient(testApp).postJson(
      '/api/property-applications',
      application(propertyId),
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorResponse).error.message).toBe(
      PROPERTY_APPLICATION_MESSAGES.signedOut,
    );
  });

  it('answers 404 for an unknown or unpublished listing', async ({
    db,
    customer: { client },
    listing: { providerId, propertyId },
  }) => {
    const unknown = await client.postJson(
      '/api/property-applications',
      application(propertyId, { propertyId: '6f1c2b3a-4d5e-4f60-8a9b-0c1d2e3f4a5b' }),
    );
    expect(unknown.status).toBe(404);
    const draft = await createProperty(db, providerId, { published: false });
    const hidden = await client.postJson(
      '/api/property-applications',
      application(propertyId, { propertyId: draft.id }),
    );
    expect(hidden.status).toBe(404);
  });

  it('puts validation messages on their fields', async ({
    customer: { client },
    listing: { propertyId },
  }) => {
    const response = await client.postJson(
      '/api/property-applications',
      application(propertyId, { message: 'hi', preferredContact: 'pigeon' }),
    );
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as ErrorResponse;
    expect(error.fields).toMatchObject({
      message: PROPERTY_APPLICATION_MESSAGES.message,
      preferredContact: PROPERTY_APPLICATION_MESSAGES.contact,
    });
  });
});

describe('GET /api/property-applications', () => {
  it("lists the caller's own applications, newest first", async ({
    testApp,
    db,
    listing: { providerId, propertyId },
  }) => {
    const other = await createProperty(db, providerId, { title: 'Second Home' });
    const { client } = await signedUpClient(testApp);
    await client.postJson('/api/property-applications', application(propertyId));
    await client.postJson('/api/property-applications', application(propertyId, { propertyId: other.id }));
    await (
      await signedUpClient(testApp)
    ).client.postJson('/api/property-applications', application(propertyId));

    const response = await client.api['property-applications'].$get({ query: {} });
    expect(response.status).toBe(200);
    const { applications } = await response.json();
    expect(applications.map((item) => item.title)).toEqual(['Second Home', 'Jabi Lakeside Apartment']);
    expect(applications[0]).toMatchObject({ kind: 'property', status: 'pending', amountUsd: 7500 });
  });

  it('answers 401 when signed out', async ({ testApp }) => {
    const response = await createTestClient(testApp).api['property-applications'].$get({ query: {} });
    expect(response.status).toBe(401);
  });
});
