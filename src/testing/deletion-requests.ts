import { readOutbox } from './outbox';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export const DELETION_REASON = 'I no longer need the service.';

/** The token in the newest confirmation link mailed to `email`, if any. */
export async function deletionConfirmToken(testApp: TestApp, email: string): Promise<string | undefined> {
  const mails = (await readOutbox(testApp)).filter((mail) => mail.to === email);
  const link = /\/delete-account\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.decoded ?? '');
  return link?.[1];
}

/** A deletion request as the public form sends it, signed in as `client` or signed out, not yet confirmed. */
export async function postDeletionRequest(client: TestClient, email: string, reason = DELETION_REASON) {
  const response = await client.postJson('/api/deletion-requests', {
    email,
    reason,
    confirmation: 'delete my account',
  });
  if (response.status !== 201) throw new Error(`deletion request failed with ${response.status}`);
  return (await response.json()) as { id: string; confirmed: boolean };
}

/**
 * A deletion request in the admins' queue; returns its id. A signed-out request is confirmed through the link
 * mailed to `email`, as its owner would.
 */
export async function requestDeletion(
  testApp: TestApp,
  client: TestClient,
  email: string,
  reason = DELETION_REASON,
): Promise<string> {
  const { id, confirmed } = await postDeletionRequest(client, email, reason);
  if (confirmed) return id;
  const token = await deletionConfirmToken(testApp, email);
  const confirm = await client.postJson('/api/deletion-requests/confirm', { token });
  if (confirm.status !== 200) throw new Error(`deletion confirmation failed with ${confirm.status}`);
  return id;
}
