import { expect, type APIRequestContext } from '@playwright/test';
import type { TestUser } from './accounts';
import { firstPlanOf } from './funeral';
import { bornAged } from './purchase';
import { uniqueKey } from './unique';

/** The smallest file the server takes as a PDF: its header and its end-of-file marker. */
export const CERTIFICATE_PDF = {
  name: 'death-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
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
