import { addDays, calendarDateOf } from '../domain/calendar-date';
import { createAdmin } from '../server/modules/accounts/create-admin.service';
import { requestDeletion } from './deletion-requests';
import { REPLY, send, type ContractCase } from './contract-world';
import { activeOrderOf } from './member-cards';
import { transferRefundDue } from './removals';
import { placeOrderAs } from './order-api';
import { createTestClient, type TestClient } from './test-client';

/** Contract cases of the console's work: signing in, orders, applications, support, deletions, users, audit. */
export const ADMIN_OPERATIONS_CASES: Record<string, ContractCase> = {
  'POST /admin/sign-in': async ({ testApp }) => {
    const email = `new.admin.${Date.now().toString(36)}@example.com`;
    await createAdmin(testApp.runtime, email, 'a-long-admin-password');
    return createTestClient(testApp).postJson('/api/admin/sign-in', {
      email,
      password: 'a-long-admin-password',
    });
  },
  'POST /admin/password': async ({ freshAdmin }) => {
    const { client, password } = await freshAdmin();
    const newPassword = 'another-long-admin-password';
    return client.postJson('/api/admin/password', {
      currentPassword: password,
      newPassword,
      confirmPassword: newPassword,
    });
  },
  'GET /admin/dashboard': ({ admin }) => admin.fetch('/api/admin/dashboard'),
  'GET /admin/orders': ({ admin }) => admin.fetch('/api/admin/orders'),
  'GET /admin/orders/{id}': ({ admin, order }) => admin.fetch(`/api/admin/orders/${order.id}`),
  'POST /admin/orders/{id}/status': async ({ admin, customer }) => {
    const order = await placeOrderAs(customer.client);
    return send(admin, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
  },
  'GET /admin/refunds': async ({ admin, customer }) => {
    await transferRefundDue(customer.client, admin);
    return admin.fetch('/api/admin/refunds');
  },
  'POST /admin/refunds/{id}/paid-out': async ({ admin, customer }) => {
    const { refund } = await transferRefundDue(customer.client, admin);
    const path = `/api/admin/refunds/${refund.id}/paid-out`;
    return [
      await send(admin, 'POST', path, { reference: 'FBN-REF-20261128' }),
      await send(admin, 'POST', path, { reference: 'again' }),
      await send(admin, 'POST', path, { reference: '' }),
    ];
  },
  'POST /admin/orders/{id}/cards/{cardId}/revoke': async ({ admin, customer }) => {
    const order = await activeOrderOf(customer.client, admin);
    const { cards } = (await (await admin.fetch(`/api/orders/${order.id}/cards`)).json()) as {
      cards: Array<{ id: string }>;
    };
    const path = `/api/admin/orders/${order.id}/cards/${cards[0]?.id}/revoke`;
    return [
      await send(admin, 'POST', path, { reason: 'Reported lost' }),
      await send(admin, 'POST', path, { reason: 'Again' }),
    ];
  },
  'GET /admin/applications': async ({ admin }) => [
    await admin.fetch('/api/admin/applications?kind=property'),
    await admin.fetch('/api/admin/applications?kind=funeral'),
  ],
  'GET /admin/applications/{kind}/{id}': async ({ admin, propertyApplication, funeralApplication }) => [
    await admin.fetch(`/api/admin/applications/property/${propertyApplication.id}`),
    await admin.fetch(`/api/admin/applications/funeral/${funeralApplication.id}`),
  ],
  'POST /admin/applications/{kind}/{id}/status': async ({ admin, freshPropertyApplication }) => {
    const { id } = await freshPropertyApplication();
    return send(admin, 'POST', `/api/admin/applications/property/${id}/status`, { status: 'approved' });
  },
  'GET /admin/funeral-premiums': ({ admin }) => admin.fetch('/api/admin/funeral-premiums'),
  'POST /admin/applications/funeral/{id}/premiums': async ({ admin, funeralApplication }) => {
    const path = `/api/admin/applications/funeral/${funeralApplication.id}/premiums`;
    return [
      await send(admin, 'POST', path, { paidOn: calendarDateOf(new Date()) }),
      await send(admin, 'POST', path, { paidOn: addDays(calendarDateOf(new Date()), 1) }),
    ];
  },
  'POST /admin/applications/funeral/{id}/premiums/{action}': async ({ admin, funeralApplication }) => {
    const path = `/api/admin/applications/funeral/${funeralApplication.id}/premiums`;
    const next = await nextPremiumOf(admin, funeralApplication.id);
    const waivers = [
      await send(admin, 'POST', `${path}/waive`, { premiumIndex: next, reason: 'Hardship agreed by phone' }),
      await send(admin, 'POST', `${path}/waive`, { premiumIndex: next, reason: 'Again' }),
      await send(admin, 'POST', `${path}/waive`, { premiumIndex: next + 1, reason: '' }),
    ];
    await send(admin, 'POST', path, { paidOn: calendarDateOf(new Date()) });
    const paid = (await nextPremiumOf(admin, funeralApplication.id)) - 1;
    return [
      ...waivers,
      await send(admin, 'POST', `${path}/refund`, { premiumIndex: paid, reason: 'Paid twice by mistake' }),
      await send(admin, 'POST', `${path}/refund`, { premiumIndex: paid, reason: 'Again' }),
      await send(admin, 'POST', `${path}/refund`, { premiumIndex: -1 }),
      await send(admin, 'POST', `${path}/cancel`, { premiumIndex: paid, reason: 'No such act' }),
    ];
  },
  'POST /admin/applications/property/{id}/viewing': async ({ admin, freshPropertyApplication }) => {
    const application = await freshPropertyApplication();
    const date = addDays(calendarDateOf(new Date()), 3);
    await send(application.customer.client, 'POST', `/api/property-applications/${application.id}/viewing`, {
      mode: 'video',
      dates: [date],
    });
    return send(admin, 'POST', `/api/admin/applications/property/${application.id}/viewing`, {
      action: 'confirm',
      date,
    });
  },
  'GET /admin/support-requests': ({ admin }) => admin.fetch('/api/admin/support-requests'),
  'GET /admin/support-requests/{id}': ({ admin, supportRequestId }) =>
    admin.fetch(`/api/admin/support-requests/${supportRequestId}`),
  'POST /admin/support-requests/{id}/replies': ({ admin, supportRequestId }) =>
    send(admin, 'POST', `/api/admin/support-requests/${supportRequestId}/replies`, { body: REPLY }),
  'POST /admin/support-requests/{id}/status': async ({ admin, freshSupportRequest }) => {
    const id = await freshSupportRequest();
    return send(admin, 'POST', `/api/admin/support-requests/${id}/status`, { status: 'closed' });
  },
  'GET /admin/deletion-requests': ({ admin }) => admin.fetch('/api/admin/deletion-requests'),
  'POST /admin/deletion-requests/{id}/process': async ({ testApp, admin, freshCustomer }) => {
    const leaving = await freshCustomer();
    const id = await requestDeletion(testApp, leaving.client, leaving.signUp.email);
    return send(admin, 'POST', `/api/admin/deletion-requests/${id}/process`);
  },
  'GET /admin/users': ({ admin }) => admin.fetch('/api/admin/users'),
  'PATCH /admin/users/{id}/role': async ({ admin, freshCustomer }) => {
    const { userId } = await freshCustomer();
    return send(admin, 'PATCH', `/api/admin/users/${userId}/role`, { role: 'admin' });
  },
  'GET /admin/audit-log': ({ admin }) => admin.fetch('/api/admin/audit-log'),
  'GET /admin/exchange-rates': async ({ admin }) => {
    await send(admin, 'POST', '/api/admin/exchange-rates', { currency: 'CAD', ngnPerUnit: '1100' });
    return admin.fetch('/api/admin/exchange-rates');
  },
  'POST /admin/exchange-rates': ({ admin }) =>
    send(admin, 'POST', '/api/admin/exchange-rates', { currency: 'EUR', ngnPerUnit: '1790.25' }),
};

/** The number of a funeral application's next premium, as its admin page reads it. */
async function nextPremiumOf(admin: TestClient, id: string): Promise<number> {
  const detail = (await (await admin.fetch(`/api/admin/applications/funeral/${id}`)).json()) as {
    application: { cover: { nextPremium: { index: number } | null } };
  };
  return detail.application.cover.nextPremium?.index ?? 0;
}
