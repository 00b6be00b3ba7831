import type { APIRequestContext } from '@playwright/test';
import { makePdf } from '../../src/testing/pdf-files';
import type { TestUser } from './accounts';
import { applyForFuneralPlan } from './applications';
import { bornAged } from './purchase';

/** A small well-formed PDF, as the server's document check (storage/pdf-check.ts) takes. */
export const CERTIFICATE_PDF = {
  name: 'death-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: makePdf({ text: 'Death certificate (sample)' }),
};

/** A single-parent plan covering the holder and one child, Chidi; answers the application. */
export function applyWithChild(request: APIRequestContext, user: TestUser) {
  return applyForFuneralPlan(request, user, [
    { firstName: 'Chidi', lastName: 'Okeke', dateOfBirth: bornAged(10) },
  ]);
}
