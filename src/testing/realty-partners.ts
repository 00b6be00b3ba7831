import { addDays, calendarDateOf } from '../domain/calendar-date';
import { createPartnerOrganisation, partnerClient } from './partners';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** Days from the server's today (UTC), as the viewing rules count them. */
export const inDays = (days: number) => addDays(calendarDateOf(new Date()), days);

/** A realty provider's partner organisation (its catalogueRef is the provider's id) with a signed-in manager. */
export async function realtyFirm(testApp: TestApp, admin: TestClient, providerId: string) {
  const organisation = await realtyOrganisation(admin, providerId);
  const { client } = await partnerClient(testApp, organisation.organisation.id, { role: 'manager' });
  return { ...organisation, manager: client };
}

/** The organisation alone, for a test that needs no one signed in to it. */
export async function realtyOrganisation(admin: TestClient, providerId: string) {
  const organisation = await createPartnerOrganisation(admin, 'realty_provider', providerId);
  return { organisation, base: `/api/partner/organisations/${organisation.id}/realty` };
}

/** A title document sent to a realty firm's route as a browser's form would. */
export function sendRealtyTitleDocument(
  client: TestClient,
  base: string,
  propertyId: string,
  bytes: Uint8Array,
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'deed.pdf', { type: 'application/pdf' }));
  return client.fetch(`${base}/listings/${propertyId}/title-documents`, { method: 'POST', body: form });
}
