import type { ApplicationKind } from '../domain/applications/application-admin';
import { makeFuneralApplication } from './funeral-factories';
import { insertFuneralPlan } from './funeral-plan-factory';
import { createProperty, createProvider } from './property-factories';
import { signedUpClient } from './signed-up-client';
import type { TestApp } from './test-app';

/** Applications made as customers do, through the public API, for the admin tests of this module. */
export async function applicationFixtures(testApp: TestApp) {
  const db = testApp.runtime.database.db;
  const provider = await createProvider(db, { name: 'Lagos Homes', applicationFeeUsd: 75_00 });
  const plan = await insertFuneralPlan(testApp, 'family', { coverageAmountNgn: 1_000_000_00 });

  /** A new customer applies for a new listing; returns the application, listing and customer. */
  async function propertyApplication(title = 'Jabi Lakeside Apartment') {
    const property = await createProperty(db, provider.id, { title });
    const customer = await signedUpClient(testApp);
    const response = await customer.client.postJson('/api/property-applications', {
      propertyId: property.id,
      message: 'I would like to arrange a viewing for my parents next month.',
      preferredContact: 'whatsapp',
    });
    if (response.status !== 201) throw new Error(`property application failed with ${response.status}`);
    const { application } = (await response.json()) as { application: { id: string; reference: string } };
    return { ...application, kind: 'property' as ApplicationKind, property, customer };
  }

  /** A new customer applies for the family plan. */
  async function funeralApplication() {
    const customer = await signedUpClient(testApp);
    const input = makeFuneralApplication(plan.id, 'family');
    const response = await customer.client.api['funeral-applications'].$post({ json: input });
    if (response.status !== 201) throw new Error(`funeral application failed with ${response.status}`);
    const { application } = await response.json();
    return { ...application, kind: 'funeral' as ApplicationKind, input, customer };
  }

  return { provider, plan, propertyApplication, funeralApplication };
}
