import { describe, expect } from 'vitest';
import { it } from '../../../../testing/api-test';
import { inOneMillisecond } from '../../../../testing/one-millisecond';
import { createProperties, createProvider, makeProperty } from '../../../../testing/property-factories';
import { signedUpClient } from '../../../../testing/signed-up-client';

const CUSTOMERS = 10;
const LISTINGS = 30;

describe('property applications made all at once', () => {
  it(
    `get ${CUSTOMERS * LISTINGS} distinct references and no error`,
    { timeout: 180_000 },
    async ({ testApp, db }) => {
      const provider = await createProvider(db);
      const listings = await createProperties(
        db,
        Array.from({ length: LISTINGS }, () => makeProperty(provider.id)),
      );
      // One open application per customer and listing, so each customer applies for every listing once.
      const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => signedUpClient(testApp)));
      const responses = await inOneMillisecond(() =>
        Promise.all(
          customers.flatMap(({ client }) =>
            listings.map((listing) =>
              client.postJson('/api/property-applications', {
                propertyId: listing.id,
                message: 'We would like to view it next month.',
                preferredContact: 'email',
              }),
            ),
          ),
        ),
      );
      expect(responses.map((response) => response.status).filter((status) => status !== 201)).toEqual([]);
      const references = await Promise.all(
        responses.map(
          async (response) =>
            ((await response.json()) as { application: { reference: string } }).application.reference,
        ),
      );
      expect(new Set(references).size).toBe(CUSTOMERS * LISTINGS);
      for (const reference of references) expect(reference).toMatch(/^PA[0-9A-Z]{8}$/);
    },
  );
});
