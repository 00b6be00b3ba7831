import { describe, expect } from 'vitest';
import { PARTNER_API_MESSAGES } from '../../../domain/partners/partner-api';
import { apiTest } from '../../../testing/api-test';
import { createPartnerOrganisation } from '../../../testing/partners';
import { webhookReceiver } from '../../../testing/webhook-receiver';
import { isPublicAddress } from './webhook-address';
import { postWebhook } from './webhook-post';

// An app as production runs it: webhooks may reach only public addresses.
const it = apiTest({ isProduction: true });

describe('webhooks in production never reach private addresses (SSRF)', () => {
  it('refuses endpoints on this machine, private networks and link-local addresses', async ({ admin }) => {
    const organisation = await createPartnerOrganisation(admin.client);
    const path = `/api/partner/organisations/${organisation.id}/webhooks`;
    const refusals: Array<[string, string]> = [
      ['http://localhost:3000/hook', PARTNER_API_MESSAGES.url],
      ['http://127.0.0.1/hook', PARTNER_API_MESSAGES.url],
      ['https://127.0.0.1/hook', PARTNER_API_MESSAGES.privateAddress],
      ['https://localhost/hook', PARTNER_API_MESSAGES.privateAddress],
      ['https://10.1.2.3/hook', PARTNER_API_MESSAGES.privateAddress],
      ['https://192.168.0.10/hook', PARTNER_API_MESSAGES.privateAddress],
      ['https://169.254.169.254/latest/meta-data', PARTNER_API_MESSAGES.privateAddress],
      ['https://[::1]/hook', PARTNER_API_MESSAGES.privateAddress],
      ['https://[fe80::1]/hook', PARTNER_API_MESSAGES.privateAddress],
      ['https://[::ffff:10.0.0.1]/hook', PARTNER_API_MESSAGES.privateAddress],
      ['https://name-that-does-not-resolve.invalid/hook', PARTNER_API_MESSAGES.privateAddress],
    ];
    for (const [url, message] of refusals) {
      const refused = await admin.client.postJson(path, { url });
      expect(refused.status, url).toBe(422);
      expect(await refused.json(), url).toMatchObject({ error: { fields: { url: message } } });
    }
    // A public address needs no name lookup to be accepted.
    expect((await admin.client.postJson(path, { url: 'https://93.184.215.14/hook' })).status).toBe(201);
  });

  it('refuses to connect to a private address when sending, whatever the name resolved to before', async () => {
    const receiver = await webhookReceiver([200]);
    try {
      const direct = await postWebhook(receiver.url, '{}', {}, { publicOnly: true });
      expect(direct).toMatchObject({ statusCode: null, error: expect.stringContaining('not public') });
      const byName = await postWebhook(
        receiver.url.replace('127.0.0.1', 'localhost'),
        '{}',
        {},
        { publicOnly: true },
      );
      expect(byName).toMatchObject({ statusCode: null, error: expect.stringContaining('not public') });
      expect(receiver.received).toHaveLength(0);
      expect(await postWebhook(receiver.url, '{}', {}, { publicOnly: false })).toMatchObject({
        statusCode: 200,
      });
    } finally {
      await receiver.close();
    }
  });

  it('tells public addresses from the rest', () => {
    for (const address of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    const notPublic = [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
    ];
    for (const address of [
      ...notPublic,
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
