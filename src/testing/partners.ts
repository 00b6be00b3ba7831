import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { PartnerKind, PartnerRole } from '../domain/partners/partner';
import { invitationExpiry } from '../domain/partners/partner-invitation';
import { tokenHash } from '../server/auth/link-token';
import { insertInvitation } from '../server/modules/partners/partners.repo';
import { enrolTotp } from './admin-client';
import type { TestApp } from './test-app';
import { createTestClient, type TestClient } from './test-client';

export const PARTNER_PASSWORD = 'partner-password-long-1';
let sequence = 0;

/** An admin makes the partner organisation of the catalogue's first entry of that kind (or the one named). */
export async function createPartnerOrganisation(
  admin: TestClient,
  kind: PartnerKind = 'health_provider',
  catalogueRef?: string,
): Promise<{ id: string; name: string }> {
  const { entries } = (await (await admin.fetch('/api/admin/partner-catalogue')).json()) as {
    entries: Array<{ kind: string; catalogueRef: string; organisationId: string | null }>;
  };
  const entry = entries.find(
    (candidate) =>
      candidate.kind === kind &&
      (catalogueRef ? candidate.catalogueRef === catalogueRef : candidate.organisationId === null),
  );
  if (!entry) throw new Error(`no free catalogue entry of kind ${kind}`);
  const made = await admin.postJson('/api/admin/partners', { kind, catalogueRef: entry.catalogueRef });
  expect(made.status).toBe(201);
  return ((await made.json()) as { organisation: { id: string; name: string } }).organisation;
}

/** An invitation's token, written straight to the table (the mail's own test reads it from the outbox). */
export async function invitationToken(
  testApp: Pick<TestApp, 'runtime'>,
  organisationId: string,
  { role = 'staff', email, expiresAt }: { role?: PartnerRole; email?: string; expiresAt?: Date } = {},
) {
  sequence += 1;
  const token = randomBytes(32).toString('base64url');
  const address = email ?? `partner.${Date.now().toString(36)}.${sequence}@example.com`;
  await insertInvitation(testApp.runtime.database.db, {
    organisationId,
    email: address,
    role,
    tokenHash: tokenHash(token),
    invitedBy: null,
    expiresAt: expiresAt ?? invitationExpiry(new Date()),
  });
  return { token, email: address };
}

/**
 * A client signed in at the partner sign-in as a new person of the organisation, through the invitation link, with
 * two-factor set up (as the portal asks at the first sign-in) unless `twoFactor` is false.
 */
export async function partnerClient(
  testApp: Pick<TestApp, 'app' | 'runtime'>,
  organisationId: string,
  { role = 'staff', twoFactor = true }: { role?: PartnerRole; twoFactor?: boolean } = {},
) {
  const { token, email } = await invitationToken(testApp, organisationId, { role });
  const client = createTestClient(testApp);
  const accepted = await client.postJson(`/api/partner-invitations/${token}/accept`, {
    name: 'Ada Partner',
    password: PARTNER_PASSWORD,
    confirmPassword: PARTNER_PASSWORD,
  });
  if (accepted.status !== 201)
    throw new Error(`accepting failed with ${accepted.status}: ${await accepted.text()}`);
  const signedIn = await client.postJson('/api/partner/sign-in', { email, password: PARTNER_PASSWORD });
  if (signedIn.status !== 200) throw new Error(`partner sign-in failed with ${signedIn.status}`);
  const totpUri = twoFactor ? await enrolTotp(client, PARTNER_PASSWORD) : undefined;
  return { client, email, totpUri };
}
