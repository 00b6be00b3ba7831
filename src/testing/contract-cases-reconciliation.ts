import type { ReconciliationView } from '../domain/reconciliation/reconciliation-admin';
import { openItems } from '../server/modules/reconciliation/open-items.service';
import { uploadGtbank, type TestCredit } from './bank-statements';
import type { ContractCase, ContractWorld } from './contract-world';
import { placeOrderAs } from './order-api';
import { send } from './contract-world';

let made = 0;
/** Text no other case's statement holds, so each file is new to the console. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${made++}`;

/** A fresh pending order and what a transfer must bring for it. */
async function freshOrder({ testApp, customer }: ContractWorld) {
  const order = await placeOrderAs(customer.client);
  const items = await openItems(testApp.runtime.database.db, 'NGN', new Date());
  return {
    reference: order.confirmationNumber,
    due: items.find((i) => i.reference === order.confirmationNumber)!.amountMinor,
  };
}

/** Imports the credits (made unique, so each case's file is new) and answers the open credits' lists. */
async function importedLists(world: ContractWorld, credits: TestCredit[]): Promise<ReconciliationView> {
  const tag = unique('case');
  await uploadGtbank(
    world.admin,
    credits.map((c) => ({ ...c, remarks: `${c.remarks} ${tag}` })),
  );
  return (await (await world.admin.fetch('/api/admin/reconciliation')).json()) as ReconciliationView;
}

const withNarration = (view: ReconciliationView, text: string) =>
  [...view.exact, ...view.near, ...view.unmatched].find((row) => row.credit.narration.includes(text))!.credit
    .id;

/** Contract cases of the bank statement console (docs/decisions/078-statement-reconciliation.md). */
export const RECONCILIATION_CASES: Record<string, ContractCase> = {
  'POST /admin/reconciliation/statements': async ({ admin }) => {
    const credits = [{ amountMinor: 1_234_00, remarks: unique('TRF') }];
    return [
      await uploadGtbank(admin, credits),
      await uploadGtbank(admin, credits),
      await send(admin, 'POST', '/api/admin/reconciliation/statements', { format: 'csv', content: 'x' }),
    ];
  },
  'GET /admin/reconciliation': async (world) => {
    const [exact, near] = [await freshOrder(world), await freshOrder(world)];
    await importedLists(world, [
      { amountMinor: exact.due, remarks: exact.reference },
      { amountMinor: near.due + 100, remarks: near.reference },
      { amountMinor: 2_000_00, remarks: 'NO REFERENCE' },
    ]);
    return world.admin.fetch('/api/admin/reconciliation');
  },
  'POST /admin/reconciliation/confirm': async (world) => {
    const order = await freshOrder(world);
    const view = await importedLists(world, [
      { amountMinor: order.due, remarks: order.reference },
      { amountMinor: 1_111_00, remarks: 'NOT EXACT' },
    ]);
    // One exact, confirmed; one unmatched, skipped with why.
    const creditIds = [withNarration(view, order.reference), withNarration(view, 'NOT EXACT')];
    return [
      await send(world.admin, 'POST', '/api/admin/reconciliation/confirm', { creditIds }),
      await send(world.admin, 'POST', '/api/admin/reconciliation/confirm', { creditIds: [] }),
    ];
  },
  'POST /admin/reconciliation/credits/{id}/assign': async (world) => {
    const order = await freshOrder(world);
    const view = await importedLists(world, [
      { amountMinor: order.due - 100, remarks: `ASSIGN ${order.reference}` },
    ]);
    const path = `/api/admin/reconciliation/credits/${withNarration(view, `ASSIGN ${order.reference}`)}/assign`;
    return [
      await send(world.admin, 'POST', path, { reference: 'DH00000000' }),
      await send(world.admin, 'POST', path, { reference: order.reference }),
    ];
  },
  'POST /admin/reconciliation/credits/{id}/dismiss': async (world) => {
    const view = await importedLists(world, [{ amountMinor: 3_000_00, remarks: 'DISMISS ME' }]);
    const path = `/api/admin/reconciliation/credits/${withNarration(view, 'DISMISS ME')}/dismiss`;
    return [
      await send(world.admin, 'POST', path, { reason: '' }),
      await send(world.admin, 'POST', path, { reason: 'A refund from a vendor' }),
    ];
  },
};
