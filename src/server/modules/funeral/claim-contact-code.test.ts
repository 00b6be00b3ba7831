import { describe, expect } from 'vitest';
import { test } from '../../../testing/api-test';
import { CONTACT_CLAIM_MESSAGES } from '../../../domain/funeral/claim-contact';
import { PROOF_MESSAGES } from '../../../domain/orders/relative-proof';
import { claimToday, postClaim } from '../../../testing/funeral-claims';
import { readOutbox } from '../../../testing/outbox';
import { readSmsOutbox } from '../../../testing/sms-outbox';
import { CONTACT_PHONE, codeIn, planWithContact } from '../../../testing/claim-contacts';
import { createTestClient } from '../../../testing/test-client';

const it = test;

describe('a claim by the named contact (docs/decisions/067)', () => {
  it('sends a code to the phone and e-mail the holder gave; the code opens a claim on the plan', async ({
    testApp,
    admin,
  }) => {
    const plan = await planWithContact(testApp, admin.client);
    const visitor = createTestClient(testApp, { ip: '203.0.113.71' });
    const asked = await visitor.postJson('/api/funeral-claim-contact/code', {
      reference: plan.reference.toLowerCase(),
    });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: CONTACT_CLAIM_MESSAGES.sent });

    const texts = (await readSmsOutbox(testApp.runtime)).filter((sms) => sms.to === CONTACT_PHONE.slice(1));
    expect(texts).toHaveLength(1);
    const code = codeIn(texts[0]!.text)!;
    const mails = (await readOutbox(testApp)).filter((mail) =>
      mail.to?.includes('chidi.contact@example.com'),
    );
    expect(codeIn(mails.at(-1)?.decoded)).toBe(code);

    const wrong = await visitor.postJson('/api/funeral-claim-contact/verify', {
      reference: plan.reference,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ error: { fields: { code: PROOF_MESSAGES.wrong } } });

    const right = await visitor.postJson('/api/funeral-claim-contact/verify', {
      reference: plan.reference,
      code,
    });
    expect(right.status).toBe(200);
    const { claimPath } = (await right.json()) as { claimPath: string };
    const token = /^\/funeral-claim\/([A-Za-z0-9_-]{43})$/.exec(claimPath)?.[1];
    expect(token).toBeDefined();

    // The holder's own death, through the link the code gave.
    const claimed = await postClaim(
      visitor,
      `/api/funeral-claim-links/${token}/claims`,
      claimToday({ personKey: 'principal' }),
    );
    expect(claimed.status).toBe(201);

    // A code works once.
    const again = await visitor.postJson('/api/funeral-claim-contact/verify', {
      reference: plan.reference,
      code,
    });
    expect(again.status).toBe(422);
  });

  it('finds the plan when its reference is typed with lookalikes and spaces', async ({ testApp, admin }) => {
    const plan = await planWithContact(testApp, admin.client);
    // The tests' sequences start afresh, so the first plan's reference is the same each run, and it holds a 1.
    expect(plan.reference.slice(2)).toMatch(/^[^ILOU]*[01][^ILOU]*$/);
    // The reference as read off a phone screen: each 0 or 1 typed as the letter it looks like, in two groups.
    const lookalike = plan.reference.slice(2).replace(/0/g, 'o').replace(/1/g, 'l');
    const typed = `${plan.reference.slice(0, 2)}${lookalike.slice(0, 4)} ${lookalike.slice(4)}`;
    const visitor = createTestClient(testApp, { ip: '203.0.113.73' });
    const asked = await visitor.postJson('/api/funeral-claim-contact/code', { reference: typed });
    expect(asked.status).toBe(202);
    const texts = (await readSmsOutbox(testApp.runtime)).filter((sms) => sms.to === CONTACT_PHONE.slice(1));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(plan.reference);
  });

  it('answers an unknown reference as a known one, and sends nothing', async ({ testApp }) => {
    const visitor = createTestClient(testApp, { ip: '203.0.113.72' });
    const asked = await visitor.postJson('/api/funeral-claim-contact/code', { reference: 'FA00ZZZZ99' });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: CONTACT_CLAIM_MESSAGES.sent });
    expect(await readSmsOutbox(testApp.runtime)).toEqual([]);
    const entered = await visitor.postJson('/api/funeral-claim-contact/verify', {
      reference: 'FA00ZZZZ99',
      code: '123456',
    });
    expect(entered.status).toBe(422);
    const malformed = await visitor.postJson('/api/funeral-claim-contact/code', { reference: 'nope' });
    expect(malformed.status).toBe(422);
  });

  it('refuses a sixth try of a code, even the right one', async ({ testApp, admin }) => {
    const plan = await planWithContact(testApp, admin.client, 'ada.contact@example.com');
    const visitor = createTestClient(testApp, { ip: '203.0.113.73' });
    await visitor.postJson('/api/funeral-claim-contact/code', { reference: plan.reference });
    const code = codeIn((await readSmsOutbox(testApp.runtime)).at(-1)?.text)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      await visitor.postJson('/api/funeral-claim-contact/verify', {
        reference: plan.reference,
        code: wrongCode,
      });
    }
    const right = await visitor.postJson('/api/funeral-claim-contact/verify', {
      reference: plan.reference,
      code,
    });
    expect(right.status).toBe(422);
    expect(await right.json()).toMatchObject({ error: { fields: { code: PROOF_MESSAGES.tooMany } } });
  });

  it('limits the codes sent for one reference, whoever asks', async ({ testApp, admin }) => {
    const plan = await planWithContact(testApp, admin.client, 'obi.contact@example.com');
    const statuses: number[] = [];
    for (let ask = 0; ask < 4; ask++) {
      const visitor = createTestClient(testApp, { ip: `203.0.113.${80 + ask}` });
      statuses.push(
        (await visitor.postJson('/api/funeral-claim-contact/code', { reference: plan.reference })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
