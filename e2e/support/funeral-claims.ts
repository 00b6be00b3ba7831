import { expect, type APIRequestContext } from '@playwright/test';
import { makePdf } from '../../src/testing/pdf-files';
import type { TestUser } from './accounts';
import { firstPlanOf } from './funeral';
import { bornAged } from './purchase';
import { uniqueKey } from './unique';

/** A small well-formed PDF, as the server's document check (storage/pdf-check.ts) takes. */
export const CERTIFICATE_PDF = {
  name: 'death-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: makePdf({ text: 'Death certificate (sample)' }),
};

/** A single-parent plan covering the holder and one child, Chidi; answers the application. */
export async function applyWithChild(request: APIRequestContext, user: TestUser) {
  const plan = await firstPlanOf(request, 'single_parent');
  const response = await request.post('/api/funeral-applications', {
    data: {
      planId: plan.id,
      principal: {
        firstName: user.firstName,
        lastName: user.lastName,
        dateOfBirth: bornAged(40),
        email: user.email,
        phoneNumber: '+44 7700 900123',
        address: '4 Camden Road, London',
      },
      children: [{ firstName: 'Chidi', lastName: 'Okeke', dateOfBirth: bornAged(10) }],
      beneficiary: {
        firstName: 'Ifeoma',
        lastName: 'Okeke',
        relationship: 'sibling',
        phoneNumber: '8031234567',
      },
      idempotencyKey: uniqueKey('e2e-claim'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { application: { id: string; reference: string } }).application;
}
