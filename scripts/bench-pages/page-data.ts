/**
 * The pages whose path needs data of the server's own: the relative's page behind her invitation link, a member
 * card's check (/verify/<token>) and a listing's page. Made through the app on the benchmark's data directory
 * before its server starts there (the PGlite directory has one owner at a time), as a customer and an admin would
 * make them: an order, the people's consent through their links, the order active and its cards made.
 */
import { adminClient } from '../../src/testing/admin-client';
import { activeOrderOf } from '../../src/testing/member-cards';
import { signedUpClient } from '../../src/testing/signed-up-client';
import { readSmsOutbox } from '../../src/testing/sms-outbox';
import { testAppOn } from '../../src/testing/test-app';

/** Placeholders a page list may use, each replaced by a real path once the data is made. */
export const INVITATION = ':invitation';
export const CARD = ':card';
export const PROPERTY = ':property';
export const PLACEHOLDERS = [INVITATION, CARD, PROPERTY];

const INVITE_PATH = /\/invite\/[A-Za-z0-9_-]{43}/;

/** Before the server starts: an active order on `dataDir`, with the invitation link and a card of one person. */
export async function makeOrderPages(dataDir: string): Promise<Record<string, string>> {
  const testApp = await testAppOn({ kind: 'pglite', dataDir });
  try {
    const { client: customer } = await signedUpClient(testApp);
    const { client: admin } = await adminClient(testApp);
    const order = await activeOrderOf(customer, admin);
    const texts = await readSmsOutbox(testApp.runtime);
    const invitation = texts.flatMap((text) => INVITE_PATH.exec(text.text) ?? [])[0];
    const cards = await customer.fetch(`/api/orders/${order.id}/cards`);
    const [card] = ((await cards.json()) as { cards: { verifyUrl: string }[] }).cards;
    if (!invitation || !card) throw new Error('the order has no invitation link or no member card');
    return { [INVITATION]: invitation, [CARD]: new URL(card.verifyUrl).pathname };
  } finally {
    await testApp.close();
  }
}

/** Once the server runs (it seeds the sample listings at start): the first listing's page. */
export async function propertyPage(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/properties`);
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error('the server has no listing');
  return { [PROPERTY]: `/property/${items[0].id}` };
}
