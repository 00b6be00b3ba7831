import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { browserOrigin, signInAsAdmin } from './admin';
import { signedInPartnerPerson } from './partners';
import { uniqueKey } from './unique';

/**
 * The underwriter of the seeded single-parent covers (src/server/seed/funeral-plans.seed.ts), named explicitly:
 * partner-portal.spec.ts takes the last free underwriter and may take this one first, so its organisation is made
 * here only if it is not there yet, and this test invites its own manager either way.
 */
export const SEEDED_UNDERWRITER = 'Harbour Life Assurance (Sample)';

async function underwriterOrganisation(browser: Browser): Promise<{ id: string; chief: BrowserContext }> {
  const chief = await browser.newContext();
  await signInAsAdmin(chief.request);
  const find = async () => {
    const { entries } = (await (await chief.request.get('/api/admin/partner-catalogue')).json()) as {
      entries: Array<{ kind: string; catalogueRef: string; organisationId: string | null }>;
    };
    const entry = entries.find(
      (one) => one.kind === 'funeral_underwriter' && one.catalogueRef === SEEDED_UNDERWRITER,
    );
    if (!entry) throw new Error(`${SEEDED_UNDERWRITER} is not in the catalogue`);
    return entry.organisationId;
  };
  let id = await find();
  if (!id) {
    const made = await chief.request.post('/api/admin/partners', {
      data: { kind: 'funeral_underwriter', catalogueRef: SEEDED_UNDERWRITER },
      headers: browserOrigin(),
    });
    // 409: another test made it meanwhile.
    expect([201, 409], await made.text()).toContain(made.status());
    id = await find();
  }
  if (!id) throw new Error('no organisation for the underwriter');
  return { id, chief };
}

/**
 * A claims officer (staff) of the seeded covers' underwriter, signed in on `page` with two-factor set up, as the
 * invitation mail's link and the first sign-in make them. Answers the organisation's id.
 */
export async function signedInUnderwriter(page: Page, browser: Browser): Promise<string> {
  const organisation = await underwriterOrganisation(browser);
  const email = `${uniqueKey('claims')}@underwriter.example`;
  await signedInPartnerPerson(organisation.chief.request, page.request, organisation.id, {
    email,
    name: 'Tunde Bello',
  });
  await organisation.chief.close();
  return organisation.id;
}
