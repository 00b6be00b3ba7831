import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { inOneMillisecond } from '../../../testing/one-millisecond';
import { makeFuneralApplication } from '../../../testing/funeral-factories';
import { insertFuneralPlan } from '../../../testing/funeral-plan-factory';
import { signedUpClient } from '../../../testing/signed-up-client';

const APPLICATIONS = 300;
const CUSTOMERS = 10;

describe('funeral applications made all at once', () => {
  it(`get ${APPLICATIONS} distinct references and no error`, { timeout: 180_000 }, async ({ testApp }) => {
    const plan = await insertFuneralPlan(testApp, 'member_nucleus');
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => signedUpClient(testApp)));
    const bodies = Array.from({ length: APPLICATIONS }, () => makeFuneralApplication(plan.id, plan.planType));
    const responses = await inOneMillisecond(() =>
      Promise.all(
        bodies.map((body, i) => customers[i % CUSTOMERS]!.client.postJson('/api/funeral-applications', body)),
      ),
    );
    expect(responses.map((response) => response.status).filter((status) => status !== 201)).toEqual([]);
    const references = await Promise.all(
      responses.map(
        async (response) =>
          ((await response.json()) as { application: { reference: string } }).application.reference,
      ),
    );
    expect(new Set(references).size).toBe(APPLICATIONS);
    for (const reference of references) expect(reference).toMatch(/^FA[0-9A-Z]{8}$/);
  });
});
