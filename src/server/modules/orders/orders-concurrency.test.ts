import { describe, expect } from 'vitest';
import { it } from '../../../testing/api-test';
import { inOneMillisecond } from '../../../testing/one-millisecond';
import { makeOrderRequest } from '../../../testing/order-factories';
import { signedUpClient } from '../../../testing/signed-up-client';

const ORDERS = 500;
// 20 orders each: an account names at most 40 people on orders a day (docs/decisions/061).
const CUSTOMERS = 25;

describe('orders placed all at once', () => {
  // 10-40 s alone on the shared 2-core machine; the margin is for the whole suite running beside it.
  it('get 500 distinct confirmation numbers and no error', { timeout: 180_000 }, async ({ testApp }) => {
    // Each customer signs up from their own address, as sign-up is limited per address.
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => signedUpClient(testApp)));
    const responses = await inOneMillisecond(() =>
      Promise.all(
        Array.from({ length: ORDERS }, (_, i) =>
          customers[i % CUSTOMERS]!.client.api.orders.$post({ json: makeOrderRequest() }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const numbers = await Promise.all(
      responses.map(async (response) => (await response.json()).order.confirmationNumber),
    );
    expect(new Set(numbers).size).toBe(ORDERS);
    for (const number of numbers) expect(number).toMatch(/^DH[0-9A-Z]{8}$/);
  });
});
