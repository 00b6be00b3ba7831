import type { CreateOrderInput } from '../domain/orders/order.schema';
import { consentForEveryone } from './invitations';
import { placeOrderAs } from './order-api';
import type { TestClient } from './test-client';

/** Moves an order on as an admin would in the console; any answer but 200 throws. */
export async function moveOrderAs(
  admin: TestClient,
  orderId: string,
  status: 'paid' | 'active' | 'cancelled',
) {
  const response = await admin.postJson(`/api/admin/orders/${orderId}/status`, { status });
  if (response.status !== 200) throw new Error(`moving to ${status} failed with ${response.status}`);
}

/**
 * An order placed by `customer`, its people's consent given through their links, marked paid then active by
 * `admin`: the first order with member cards.
 */
export async function activeOrderOf(
  customer: TestClient,
  admin: TestClient,
  overrides: Partial<CreateOrderInput> = {},
) {
  const order = await placeOrderAs(customer, overrides);
  await moveOrderAs(admin, order.id, 'paid');
  await consentForEveryone(customer, order.id);
  await moveOrderAs(admin, order.id, 'active');
  return order;
}

/** The verification page's path from a card's full verifyUrl. */
export function verifyPath(verifyUrl: string): string {
  return new URL(verifyUrl).pathname;
}
