import { expect, type Browser, type APIRequestContext } from '@playwright/test';
import { addDays, calendarDateOf } from '../../src/domain/calendar-date';
import { newCustomer } from './accounts';
import { browserOrigin, signInAsAdmin } from './admin';
import { signedInPartnerPerson } from './partners';

/**
 * The realty firm these tests act for, by name: a sample provider with listings in the e2e seed. The portal's
 * test takes the last free realty entry (findLast) and the console's the first entry of the catalogue, so this one
 * is named rather than found; a second run reuses its organisation.
 */
export const REALTY_FIRM = 'Capital Estates (Sample)';

export const inDays = (days: number) => addDays(calendarDateOf(new Date()), days);

async function firmOrganisation(request: APIRequestContext): Promise<{ id: string; providerId: string }> {
  const { entries } = (await (await request.get('/api/admin/partner-catalogue')).json()) as {
    entries: Array<{ kind: string; catalogueRef: string; name: string; organisationId: string | null }>;
  };
  const entry = entries.find((one) => one.kind === 'realty_provider' && one.name === REALTY_FIRM);
  if (!entry) throw new Error(`${REALTY_FIRM} is not in the catalogue`);
  if (entry.organisationId) return { id: entry.organisationId, providerId: entry.catalogueRef };
  const made = await request.post('/api/admin/partners', {
    data: { kind: 'realty_provider', catalogueRef: entry.catalogueRef },
    headers: browserOrigin(),
  });
  // 409: partner-portal.spec.ts, which takes the last free realty firm, made it meanwhile; it is the same firm.
  if (made.status() === 409) return firmOrganisation(request);
  expect(made.status(), await made.text()).toBe(201);
  const { organisation } = (await made.json()) as { organisation: { id: string } };
  return { id: organisation.id, providerId: entry.catalogueRef };
}

/**
 * A new manager of the firm, signed in with two-factor on in `request` (and so in its page): invited by the
 * suite's admin, accepted through the mail's link and enrolled through the API, as the portal's own tests do.
 */
export async function realtyManager(browser: Browser, request: APIRequestContext) {
  const chief = await browser.newContext();
  await signInAsAdmin(chief.request);
  const firm = await firmOrganisation(chief.request);
  const email = `realty.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@partner.example`;
  await signedInPartnerPerson(chief.request, request, firm.id, {
    email,
    name: 'Musa Bello',
    role: 'manager',
  });
  await chief.close();
  return firm;
}

/** A new buyer's application to one of the firm's listings, with a video viewing asked for on two dates. */
export async function buyerWithViewing(browser: Browser, providerId: string) {
  const buyer = await newCustomer(browser);
  const listings = await buyer.context.request.get(`/api/properties?provider=${providerId}`);
  const [listing] = ((await listings.json()) as { items: { id: string; title: string }[] }).items;
  if (!listing) throw new Error(`${REALTY_FIRM} has no published listing`);
  const applied = await buyer.context.request.post('/api/property-applications', {
    data: { propertyId: listing.id, message: 'A viewing for my brother, please.', preferredContact: 'email' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string; reference: string } };
  const dates = [inDays(3), inDays(5)];
  const asked = await buyer.context.request.post(`/api/property-applications/${application.id}/viewing`, {
    data: { mode: 'video', dates },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return { ...buyer, application, listing, dates };
}
