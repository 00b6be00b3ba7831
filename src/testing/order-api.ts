import type { CreateOrderInput } from '../domain/orders/order.schema';
import { makeOrderRequest } from './order-factories';
import type { TestClient } from './test-client';

/** Places an order through the API as `client` and returns the order view; any status but 201 throws. */
export async function placeOrderAs(client: TestClient, overrides: Partial<CreateOrderInput> = {}) {
  const response = await client.api.orders.$post({ json: makeOrderRequest(overrides) });
  if (response.status !== 201) {
    throw new Error(`placing an order failed with ${response.status}: ${await response.text()}`);
  }
  return (await response.json()).order;
}

/** The error body every refusal carries. */
export interface ErrorResponse {
  error: { code: string; message: string; fields?: Record<string, string> };
}
