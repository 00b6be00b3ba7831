import type { CreateOrderInput } from '../domain/orders/order.schema';
import { send } from './contract-world';
import { moveOrderAs } from './member-cards';
import { placeOrderAs } from './order-api';
import { makeBeneficiary } from './order-factories';
import type { TestClient } from './test-client';

/** Two parents, 70 and 68 on the day of the order: each with a line of their own on HomeReach Hazel. */
export function twoParents(): CreateOrderInput['beneficiaries'] {
  const year = new Date().getUTCFullYear();
  return [
    makeBeneficiary({ firstName: 'Emeka', dateOfBirth: `${year - 71}-01-15` }),
    makeBeneficiary({ firstName: 'Ngozi', dateOfBirth: `${year - 69}-01-15` }),
  ];
}

/** An order for two people, each priced on their own line (Super prices per person). */
export function orderOfTwo(client: TestClient, overrides: Partial<CreateOrderInput> = {}) {
  return placeOrderAs(client, {
    beneficiaries: [makeBeneficiary({ firstName: 'Emeka' }), makeBeneficiary({ firstName: 'Ngozi' })],
    ...overrides,
  });
}

/** The sponsor removes a person from their order. */
export function removeAs(client: TestClient, orderId: string, beneficiaryId: string) {
  return send(client, 'DELETE', `/api/orders/${orderId}/beneficiaries/${beneficiaryId}`);
}

/** A transfer order for two, marked paid, its second person removed: a refund due in the console's queue. */
export async function transferRefundDue(customer: TestClient, admin: TestClient) {
  const order = await orderOfTwo(customer);
  await moveOrderAs(admin, order.id, 'paid');
  const removed = await removeAs(customer, order.id, order.beneficiaries[1]!.id);
  if (removed.status !== 200) throw new Error(`removal failed with ${removed.status}`);
  const { refunds } = (await (await admin.fetch('/api/admin/refunds')).json()) as {
    refunds: Array<{ id: string; orderId: string }>;
  };
  const refund = refunds.find((candidate) => candidate.orderId === order.id);
  if (!refund) throw new Error('no refund due for the order');
  return { order, refund };
}
