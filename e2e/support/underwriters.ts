import { expect, type Browser, type Page } from '@playwright/test';
import { browserOrigin, setUpTwoFactor, signInAsAdmin } from './admin';
import { firstLink, latestMailTo } from './outbox';
import { PARTNER_PASSWORD } from './partners';
import { uniqueKey } from './unique';

/**
 * The underwriter of the seeded single-parent covers (src/server/seed/funeral-plans.seed.ts), named explicitly:
 * partner-portal.spec.ts takes the last free underwriter and may take this one first, so its organisation is made
 * here only if it is not there yet, and this test invites its own manager either way.
 */
export const SEEDED_UNDERWRITER = 'Harbour Life Assurance (Sample)';

async function underwriterOrganisation(
  browser: Browser,
): Promise<{ id: string; invite: (email: string) => Promise<void> }> {
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
  const organisationId = id;
  return {
    id: organisationId,
    invite: async (email) => {
      const invited = await chief.request.post(`/api/partner/organisations/${organisationId}/invitations`, {
        data: { email, role: 'staff' },
        headers: browserOrigin(),
      });
      expect(invited.status(), await invited.text()).toBe(201);
      await chief.close();
    },
  };
}

/**
 * A claims officer (staff) of the seeded covers' underwriter, signed in on `page` with two-factor set up, as the
 * invitation mail's link and the first sign-in make them. Answers the organisation's id.
 */
export async function signedInUnderwriter(page: Page, browser: Browser): Promise<string> {
  const organisation = await underwriterOrganisation(browser);
  const email = `${uniqueKey('claims')}@underwriter.example`;
  await organisation.invite(email);
  await expect.poll(() => latestMailTo(email)).toBeDefined();
  const token = new URL(firstLink(latestMailTo(email) ?? '') ?? '').pathname.split('/').pop() ?? '';
  const accepted = await page.request.post(`/api/partner-invitations/${token}/accept`, {
    data: { name: 'Tunde Bello', password: PARTNER_PASSWORD, confirmPassword: PARTNER_PASSWORD },
    headers: browserOrigin(),
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const signIn = await page.request.post('/api/partner/sign-in', {
    data: { email, password: PARTNER_PASSWORD },
    headers: browserOrigin(),
  });
  expect(await signIn.json()).toEqual({ next: 'setup' });
  await setUpTwoFactor(page.request, PARTNER_PASSWORD);
  return organisation.id;
}
