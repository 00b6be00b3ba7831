import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type {
  ConfirmResultView,
  ReconciliationView,
  StatementImportView,
} from '../../../domain/reconciliation/reconciliation-admin';
import { RECONCILIATION_MESSAGES } from '../../../domain/reconciliation/reconciliation-admin';
import { test } from '../../../testing/api-test';
import { expectAdminOnly } from '../../../testing/admin-client';
import { applicationFixtures } from '../../../testing/application-fixtures';
import { gtbankStatement, uploadGtbank, type TestCredit } from '../../../testing/bank-statements';
import { placeOrderAs, type ErrorResponse } from '../../../testing/order-api';
import { readOutbox } from '../../../testing/outbox';
import type { TestClient } from '../../../testing/test-client';
import { auditEntries } from '../../../testing/real-estate-admin';
import {
  orderPayments,
  orders,
  orderStatusChanges,
  propertyApplications,
  statementCredits,
} from '../../db/schema';
import { openItems } from './open-items.service';

/** An admin, and a customer's pending order with what a transfer must bring for it. */
const it = test.extend('pendingOrder', async ({ testApp, admin, customer }) => {
  const order = await placeOrderAs(customer.client);
  const items = await openItems(testApp.runtime.database.db, 'NGN', new Date());
  const due = items.find((item) => item.reference === order.confirmationNumber)!.amountMinor;
  return { ...order, due, admin: admin.client };
});

const lists = async (admin: TestClient) =>
  (await (await admin.fetch('/api/admin/reconciliation')).json()) as ReconciliationView;

async function imported(admin: TestClient, credits: TestCredit[]) {
  const response = await uploadGtbank(admin, credits);
  expect(response.status).toBe(201);
  return (await response.json()) as StatementImportView;
}

/** 'dh 7kq2 m9xa': as payers retype a reference into a bank app. */
const retyped = (reference: string) => `${reference.slice(0, 6)} ${reference.slice(6)}`.toLowerCase();

describe('importing a statement', () => {
  it('is for admins only, and counts credits, debits and new lines', async ({ clients }) => {
    const response = await expectAdminOnly(clients, (client) =>
      uploadGtbank(client, [{ amountMinor: 5_000_00, remarks: 'TRF FROM ADA' }]),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      credits: 1,
      newCredits: 1,
      debits: 1,
      alreadyImported: false,
    });
    expect(
      (await expectAdminOnly(clients, (client) => client.fetch('/api/admin/reconciliation'))).status,
    ).toBe(200);
  });

  it('changes nothing when the same statement comes twice, and adds only the new lines of an overlapping one', async ({
    admin,
    db,
  }) => {
    const first: TestCredit[] = [
      { amountMinor: 5_000_00, remarks: 'TRF FROM ADA' },
      { amountMinor: 5_000_00, remarks: 'TRF FROM ADA' },
    ];
    await imported(admin.client, first);
    const again = await uploadGtbank(admin.client, first);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ alreadyImported: true, newCredits: 0 });
    const longer = await imported(admin.client, [
      ...first,
      { amountMinor: 7_500_00, remarks: 'TRF FROM OBI' },
    ]);
    expect(longer).toMatchObject({ credits: 3, newCredits: 1, alreadyImported: false });
    // Two identical transfers on one day stay two; the overlapping day's lines are not added again.
    expect(await db.select().from(statementCredits)).toHaveLength(3);
    expect((await lists(admin.client)).unmatched).toHaveLength(3);
  });

  it('reads a camt.053 file, and a CSV through a column mapping the admin gives', async ({ admin }) => {
    const xml = readFileSync(
      new URL('../../../domain/reconciliation/fixtures/camt053-001-08.xml', import.meta.url),
      'utf8',
    );
    const camt = await admin.client.postJson('/api/admin/reconciliation/statements', {
      format: 'camt053',
      content: xml,
    });
    expect(camt.status).toBe(201);
    expect(((await camt.json()) as StatementImportView).credits).toBeGreaterThan(0);
    const mapped = await admin.client.postJson('/api/admin/reconciliation/statements', {
      format: 'csv',
      mapping: { bookingDate: 'Date', narration: 'Details', amount: 'Amount', dateFormat: 'YYYY-MM-DD' },
      account: '0123456789',
      content: 'Date,Details,Amount\n2026-11-02,TRF FROM ADA,"25,000.00"\n2026-11-02,CHARGES,-50.00\n',
    });
    expect(await mapped.json()).toMatchObject({ credits: 1, debits: 1, newCredits: 1 });
  });

  it('refuses a file with an unreadable line whole, naming the line on its field', async ({ admin, db }) => {
    const content = gtbankStatement([{ amountMinor: 100, remarks: 'OK' }]).replace('"1.00"', '"1,00.00"');
    const response = await admin.client.postJson('/api/admin/reconciliation/statements', {
      format: 'csv',
      preset: 'gtbank',
      account: '0123456789',
      content,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorResponse;
    expect(body.error.fields?.content).toMatch(/^The statement could not be read.*line 6: /);
    expect(await db.select().from(statementCredits)).toHaveLength(0);
  });

  it('asks for the preset and account of a CSV, and refuses XML with a DOCTYPE', async ({ admin }) => {
    const csv = await admin.client.postJson('/api/admin/reconciliation/statements', {
      format: 'csv',
      content: 'x',
    });
    expect(csv.status).toBe(422);
    expect(((await csv.json()) as ErrorResponse).error.fields).toMatchObject({
      preset: RECONCILIATION_MESSAGES.preset,
      account: RECONCILIATION_MESSAGES.account,
    });
    const xml = await admin.client.postJson('/api/admin/reconciliation/statements', {
      format: 'camt053',
      content: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Document/>',
    });
    expect(xml.status).toBe(422);
    expect(((await xml.json()) as ErrorResponse).error.fields?.content).toMatch(/could not be read/);
  });
});

describe('matching and confirming', () => {
  it('confirms an exact match in bulk through the console’s own status change, once', async ({
    pendingOrder,
    db,
    testApp,
  }) => {
    const { admin } = pendingOrder;
    await imported(admin, [
      {
        amountMinor: pendingOrder.due,
        remarks: `TRF/${retyped(pendingOrder.confirmationNumber)}/ADA OKAFOR`,
      },
    ]);
    const { exact } = await lists(admin);
    expect(exact).toHaveLength(1);
    expect(exact[0]!.candidate).toMatchObject({ kind: 'order', payment: 'amount-due', differenceMinor: 0 });
    const creditIds = [exact[0]!.credit.id];
    const [first, second] = await Promise.all([
      admin.postJson('/api/admin/reconciliation/confirm', { creditIds }),
      admin.postJson('/api/admin/reconciliation/confirm', { creditIds }),
    ]);
    for (const response of [first!, second!]) {
      expect(response.status).toBe(200);
      expect(((await response.json()) as ConfirmResultView).confirmed).toEqual(creditIds);
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, pendingOrder.id));
    expect(order!.status).toBe('paid');
    const changes = await db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order!.id));
    expect(changes.filter((change) => change.toStatus === 'paid')).toHaveLength(1);
    expect(changes.at(-1)!.note).toMatch(/^Bank credit of .* NGN booked/);
    expect(await db.select().from(orderPayments).where(eq(orderPayments.orderId, order!.id))).toHaveLength(1);
    expect(await auditEntries(db, 'order', order!.id)).toHaveLength(1);
    const mails = await readOutbox(testApp);
    expect(
      mails.filter((mail) => mail.decoded.includes(pendingOrder.confirmationNumber)).length,
    ).toBeGreaterThan(0);
    expect(await lists(admin)).toMatchObject({ exact: [], near: [], unmatched: [] });
  });

  it('shows an underpaid transfer as near with its difference, and confirms it when the admin assigns it', async ({
    pendingOrder,
    db,
  }) => {
    const { admin } = pendingOrder;
    await imported(admin, [
      { amountMinor: pendingOrder.due - 2_500_00, remarks: pendingOrder.confirmationNumber },
    ]);
    const { near } = await lists(admin);
    expect(near).toHaveLength(1);
    expect(near[0]).toMatchObject({ reason: 'amount-differs' });
    expect(near[0]!.candidates[0]).toMatchObject({ payment: 'underpaid', differenceMinor: -2_500_00 });
    const bulk = await admin.postJson('/api/admin/reconciliation/confirm', {
      creditIds: [near[0]!.credit.id],
    });
    expect(((await bulk.json()) as ConfirmResultView).skipped).toEqual([
      { creditId: near[0]!.credit.id, reason: RECONCILIATION_MESSAGES.notExact },
    ]);
    const path = `/api/admin/reconciliation/credits/${near[0]!.credit.id}/assign`;
    const assigned = await admin.postJson(path, { reference: pendingOrder.confirmationNumber.toLowerCase() });
    expect(assigned.status).toBe(200);
    // A double submit answers the same and pays nothing twice.
    expect((await admin.postJson(path, { reference: pendingOrder.confirmationNumber })).status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, pendingOrder.id));
    expect(order!.status).toBe('paid');
    const dismissed = await admin.postJson(
      `/api/admin/reconciliation/credits/${near[0]!.credit.id}/dismiss`,
      {
        reason: 'Not ours',
      },
    );
    expect(dismissed.status).toBe(409);
  });

  it('offers a reference one typo away with the amount due as near, and leaves the rest unmatched', async ({
    pendingOrder,
  }) => {
    const { admin, confirmationNumber, due } = pendingOrder;
    const last = confirmationNumber.at(-1) === 'X' ? 'Y' : 'X';
    const typo = confirmationNumber.slice(0, -1) + last;
    await imported(admin, [
      { amountMinor: due, remarks: `PAYMENT ${typo}` },
      { amountMinor: due + 100, remarks: `PAYMENT ${typo}` },
      { amountMinor: 12_000_00, remarks: 'SCHOOL FEES JUNE' },
    ]);
    const { near, unmatched } = await lists(admin);
    expect(near.map((row) => row.reason)).toEqual(['reference-partly-right']);
    expect(unmatched.map((row) => row.credit.narration)).toEqual([`PAYMENT ${typo}`, 'SCHOOL FEES JUNE']);
  });

  it('keeps unmatched credits in the queue until dismissed with a reason or assigned', async ({
    pendingOrder,
  }) => {
    const { admin } = pendingOrder;
    await imported(admin, [
      { amountMinor: 3_000_00, remarks: 'REFUND FROM VENDOR' },
      { amountMinor: pendingOrder.due, remarks: 'FROM MUM' },
    ]);
    const [refund, mum] = (await lists(admin)).unmatched;
    const dismiss = `/api/admin/reconciliation/credits/${refund!.credit.id}/dismiss`;
    const blank = await admin.postJson(dismiss, { reason: ' ' });
    expect(((await blank.json()) as ErrorResponse).error.fields).toEqual({
      reason: RECONCILIATION_MESSAGES.reason,
    });
    expect((await admin.postJson(dismiss, { reason: 'A vendor refund' })).status).toBe(200);
    expect((await admin.postJson(dismiss, { reason: 'A vendor refund' })).status).toBe(200);
    const assign = `/api/admin/reconciliation/credits/${mum!.credit.id}/assign`;
    const unknown = await admin.postJson(assign, { reference: 'DH00000000' });
    expect(((await unknown.json()) as ErrorResponse).error.fields).toEqual({
      reference: RECONCILIATION_MESSAGES.noOpenItem,
    });
    expect((await admin.postJson(assign, { reference: pendingOrder.confirmationNumber })).status).toBe(200);
    expect(await lists(admin)).toMatchObject({ exact: [], near: [], unmatched: [] });
    const missing = '/api/admin/reconciliation/credits/00000000-0000-4000-8000-000000000000/dismiss';
    expect((await admin.postJson(missing, { reason: 'x' })).status).toBe(404);
  });
});

describe('application fees and premiums', () => {
  it('flags partial payments of a fee as underpaid, and approves the application when one is confirmed', async ({
    testApp,
    admin,
    db,
  }) => {
    const fixtures = await applicationFixtures(testApp);
    const application = await fixtures.propertyApplication();
    const [row] = await db
      .select()
      .from(propertyApplications)
      .where(eq(propertyApplications.id, application.id));
    const half = row!.feeNgn / 2;
    await imported(admin.client, [
      { amountMinor: half, remarks: `${application.reference} part 1` },
      { amountMinor: half, remarks: `${application.reference} part 2` },
    ]);
    const { near } = await lists(admin.client);
    expect(near.map((line) => [line.reason, line.candidates[0]!.differenceMinor])).toEqual([
      ['amount-differs', -half],
      ['amount-differs', -half],
    ]);
    const assign = `/api/admin/reconciliation/credits/${near[0]!.credit.id}/assign`;
    expect((await admin.client.postJson(assign, { reference: application.reference })).status).toBe(200);
    const [after] = await db
      .select()
      .from(propertyApplications)
      .where(eq(propertyApplications.id, application.id));
    expect(after!.status).toBe('approved');
    // The other half is no payment of anything open now: it waits in the queue.
    expect((await lists(admin.client)).unmatched).toHaveLength(1);
  });

  it('records as many premiums as a transfer pays in full', async ({ testApp, admin, db }) => {
    const fixtures = await applicationFixtures(testApp);
    const applied = await fixtures.funeralApplication();
    const approve = await admin.client.postJson(`/api/admin/applications/funeral/${applied.id}/status`, {
      status: 'approved',
    });
    expect(approve.status).toBe(200);
    const premium = (await openItems(db, 'NGN', new Date())).find((item) => item.id === applied.id)!;
    await imported(admin.client, [
      { amountMinor: premium.amountMinor * 3, remarks: `FUNERAL ${applied.reference}` },
    ]);
    const { near } = await lists(admin.client);
    expect(near[0]!.candidates[0]).toMatchObject({ payment: 'overpaid', premiums: 3 });
    const assign = `/api/admin/reconciliation/credits/${near[0]!.credit.id}/assign`;
    expect((await admin.client.postJson(assign, { reference: applied.reference })).status).toBe(200);
    const detail = (await (
      await admin.client.fetch(`/api/admin/applications/funeral/${applied.id}`)
    ).json()) as {
      application: { ledger: { premiumIndex: number | null }[] };
    };
    expect(detail.application.ledger.map((entry) => entry.premiumIndex)).toEqual([0, 1, 2]);
  });
});
