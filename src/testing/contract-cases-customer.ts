import { addDays, calendarDateOf } from '../domain/calendar-date';
import { send, type ContractCase } from './contract-world';
import { requestDeletion } from './deletion-requests';
import { makeFuneralApplication } from './funeral-factories';
import { invitationsOf, paidBySystem } from './invitations';
import { activeOrderOf, moveOrderAs } from './member-cards';
import { placeOrderAs } from './order-api';
import { makeOrderRequest } from './order-factories';
import { orderOfTwo, removeAs } from './removals';

/** Contract cases of what a signed-in customer calls: their account, notifications, orders and applications. */
export const CUSTOMER_CASES: Record<string, ContractCase> = {
  'GET /me': ({ customer }) => customer.client.fetch('/api/me'),
  'PATCH /me/profile': async ({ freshCustomer }) => {
    const { client } = await freshCustomer();
    const profile = { contactNumber: '+234 803 123 4567', country: 'Nigeria', preferredCurrency: 'NGN' };
    return send(client, 'PATCH', '/api/me/profile', profile);
  },
  'GET /notifications': ({ customer }) => customer.client.fetch('/api/notifications'),
  'GET /saved-searches': async ({ freshCustomer }) => {
    const { client } = await freshCustomer();
    await send(client, 'POST', '/api/saved-searches', { type: 'Villa' });
    return client.fetch('/api/saved-searches');
  },
  'POST /saved-searches': async ({ freshCustomer }) => {
    const { client } = await freshCustomer();
    return send(client, 'POST', '/api/saved-searches', { type: 'Villa', state: 'Lagos' });
  },
  'DELETE /saved-searches/{id}': async ({ freshCustomer }) => {
    const { client } = await freshCustomer();
    const saved = await send(client, 'POST', '/api/saved-searches', { bedrooms: '2' });
    const { search } = (await saved.json()) as { search: { id: string } };
    return send(client, 'DELETE', `/api/saved-searches/${search.id}`);
  },
  'POST /notifications/read-all': async ({ freshCustomer }) => {
    const { client } = await freshCustomer();
    return send(client, 'POST', '/api/notifications/read-all');
  },
  'POST /notifications/{id}/read': async ({ freshCustomer }) => {
    const { client } = await freshCustomer();
    const list = (await (await client.fetch('/api/notifications')).json()) as {
      notifications: Array<{ id: string }>;
    };
    return send(client, 'POST', `/api/notifications/${list.notifications[0]?.id}/read`);
  },
  'GET /deletion-requests/mine': async ({ testApp, freshCustomer }) => {
    const { client, signUp } = await freshCustomer();
    const none = await client.fetch('/api/deletion-requests/mine');
    await requestDeletion(testApp, client, signUp.email);
    return [none, await client.fetch('/api/deletion-requests/mine')];
  },
  'POST /deletion-requests/{id}/withdraw': async ({ testApp, freshCustomer }) => {
    const { client, signUp } = await freshCustomer();
    const id = await requestDeletion(testApp, client, signUp.email);
    // Withdrawing again answers the same.
    return [
      await send(client, 'POST', `/api/deletion-requests/${id}/withdraw`),
      await send(client, 'POST', `/api/deletion-requests/${id}/withdraw`),
    ];
  },
  'POST /support-requests': ({ customer }) =>
    send(customer.client, 'POST', '/api/support-requests', {
      subject: 'Payment',
      message: 'Which account do I send the transfer to?',
    }),
  'POST /orders': async ({ customer }) => {
    const order = makeOrderRequest();
    // The same idempotency key again answers the first order, with 200.
    return [
      await send(customer.client, 'POST', '/api/orders', order),
      await send(customer.client, 'POST', '/api/orders', order),
    ];
  },
  'GET /orders': ({ customer }) => customer.client.fetch('/api/orders'),
  'GET /orders/{id}/invitations': async ({ customer, order, freshCustomer }) => {
    const { client: other } = await freshCustomer();
    return [
      await customer.client.fetch(`/api/orders/${order.id}/invitations`),
      await other.fetch(`/api/orders/${order.id}/invitations`),
    ];
  },
  'POST /orders/{id}/invitations/{beneficiaryId}/resend': async ({ freshCustomer }) => {
    const { client } = await freshCustomer();
    const placed = await placeOrderAs(client);
    const [person] = await invitationsOf(client, placed.id);
    const path = `/api/orders/${placed.id}/invitations`;
    const resend = () => send(client, 'POST', `${path}/${person!.beneficiaryId}/resend`);
    // Nobody is invited before payment (409), then a new link can be sent (docs/decisions/049).
    const beforePayment = await resend();
    await paidBySystem(client, placed.id);
    return [
      beforePayment,
      await resend(),
      await send(client, 'POST', `${path}/${crypto.randomUUID()}/resend`),
    ];
  },
  'GET /orders/{id}/cards': async ({ customer, admin, order, freshCustomer }) => {
    const active = await activeOrderOf(customer.client, admin);
    const { client: other } = await freshCustomer();
    return [
      await customer.client.fetch(`/api/orders/${active.id}/cards`),
      await other.fetch(`/api/orders/${active.id}/cards`),
      // Still pending: no cards yet.
      await customer.client.fetch(`/api/orders/${order.id}/cards`),
    ];
  },
  'GET /orders/{id}/cards/{cardId}/pdf': async ({ customer, admin }) => {
    const active = await activeOrderOf(customer.client, admin);
    const { cards } = (await (await customer.client.fetch(`/api/orders/${active.id}/cards`)).json()) as {
      cards: Array<{ id: string }>;
    };
    return customer.client.fetch(`/api/orders/${active.id}/cards/${cards[0]?.id}/pdf`);
  },
  'GET /orders/{id}/receipt.pdf': async ({ customer, admin, order, freshCustomer }) => {
    const { client: other } = await freshCustomer();
    const paid = await placeOrderAs(customer.client);
    await moveOrderAs(admin, paid.id, 'paid');
    return [
      await customer.client.fetch(`/api/orders/${paid.id}/receipt.pdf`),
      await other.fetch(`/api/orders/${paid.id}/receipt.pdf`),
      // Not paid yet: no receipt.
      await customer.client.fetch(`/api/orders/${order.id}/receipt.pdf`),
    ];
  },
  'DELETE /orders/{id}/beneficiaries/{beneficiaryId}': async ({ customer, order, freshCustomer }) => {
    const two = await orderOfTwo(customer.client);
    const { client: other } = await freshCustomer();
    const person = two.beneficiaries[1]!.id;
    return [
      await removeAs(other, two.id, person),
      await removeAs(customer.client, two.id, person),
      // Gone already; and the last person stays.
      await removeAs(customer.client, two.id, person),
      await removeAs(customer.client, order.id, order.beneficiaries[0]!.id),
    ];
  },
  'GET /orders/{id}': async ({ customer, order, freshCustomer }) => {
    const { client: other } = await freshCustomer();
    return [
      await customer.client.fetch(`/api/orders/${order.id}`),
      await other.fetch(`/api/orders/${order.id}`),
    ];
  },
  'POST /payments/checkout': async ({ cardCheckout }) => {
    const { client, order } = await cardCheckout();
    return send(client, 'POST', '/api/payments/checkout', { orderId: order.id });
  },
  'POST /funeral-applications': async ({ customer, plan }) => {
    const application = makeFuneralApplication(plan.id, plan.planType);
    const apply = () => send(customer.client, 'POST', '/api/funeral-applications', application);
    return [await apply(), await apply()];
  },
  'GET /funeral-applications': ({ funeralApplication }) =>
    funeralApplication.customer.client.fetch('/api/funeral-applications'),
  'GET /funeral-applications/{id}': async ({ funeralApplication, customer }) => {
    const path = `/api/funeral-applications/${funeralApplication.id}`;
    return [await funeralApplication.customer.client.fetch(path), await customer.client.fetch(path)];
  },
  'POST /property-applications': async ({ customer, freshProperty }) => {
    const property = await freshProperty();
    return send(customer.client, 'POST', '/api/property-applications', {
      propertyId: property.id,
      message: 'We would like to see it next month.',
      preferredContact: 'email',
    });
  },
  'GET /property-applications': async ({ propertyApplication }) => {
    const { client } = propertyApplication.customer;
    const forListing = `/api/property-applications?propertyId=${propertyApplication.property.id}`;
    return [await client.fetch('/api/property-applications'), await client.fetch(forListing)];
  },
  'POST /property-applications/{id}/viewing': async ({ freshPropertyApplication }) => {
    const application = await freshPropertyApplication();
    return send(application.customer.client, 'POST', `/api/property-applications/${application.id}/viewing`, {
      mode: 'in_person',
      viewerName: 'Tunde Bakare',
      viewerPhone: '+234 803 111 2222',
      dates: [addDays(calendarDateOf(new Date()), 2)],
    });
  },
  'GET /property-applications/{id}': async ({ propertyApplication, customer }) => {
    const path = `/api/property-applications/${propertyApplication.id}`;
    return [await propertyApplication.customer.client.fetch(path), await customer.client.fetch(path)];
  },
};
