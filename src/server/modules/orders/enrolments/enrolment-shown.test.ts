import { describe, expect } from 'vitest';
import type { MemberCardView } from '../../../../domain/orders/member-card';
import type { OrderDetailView } from '../../../../domain/orders/order-view';
import { it } from '../../../../testing/api-test';
import { confirm, enrolmentsOf } from '../../../../testing/enrolments';
import { invitePath, linksTexted, provenDevice } from '../../../../testing/invitations';
import { activeOrderOf, verifyPath } from '../../../../testing/member-cards';
import { makeBeneficiary } from '../../../../testing/order-factories';
import { createPartnerOrganisation } from '../../../../testing/partners';
import { runtimeOfApp } from '../../../../testing/test-app';
import { createTestClient, type TestClient } from '../../../../testing/test-client';

/* Issue 33 points 2 and 6: the provider's member ID on the card, the public check, her page and the timeline. */

const PERSON = makeBeneficiary({
  firstName: 'Ngozi',
  lastName: 'Eze',
  phoneNumber: '8031112233',
  countryCode: '+234',
});
const TO = '2348031112233';
const LINE = 'Enrolled with Venus Medicare: member ID VM/2026-0042';

const cardsOf = async (client: TestClient, orderId: string) =>
  ((await (await client.fetch(`/api/orders/${orderId}/cards`)).json()) as { cards: MemberCardView[] }).cards;

describe("the provider's member ID", () => {
  it('shows on the card, the check and her page only once the provider has confirmed', async ({
    admin,
    customer,
  }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const order = await activeOrderOf(customer.client, admin.client, { beneficiaries: [PERSON] });
    const link = (await linksTexted(runtimeOfApp(customer.client.app), TO)).at(-1)!;
    const device = await provenDevice(customer.client, link, TO);
    const visitor = createTestClient(customer.client);

    const [before] = await cardsOf(customer.client, order.id);
    expect(before?.enrolledLine).toBeNull();
    const check = verifyPath(before!.verifyUrl);
    expect(await (await visitor.fetch(check)).text()).not.toContain('Enrolled with');
    expect(await (await device.fetch(invitePath(link))).text()).not.toContain('Enrolled with');

    const [enrolment] = await enrolmentsOf(admin.client, venus.id);
    expect((await confirm(admin.client, venus.id, enrolment!.id, 'VM/2026-0042')).status).toBe(200);

    const [after] = await cardsOf(customer.client, order.id);
    expect(after?.enrolledLine).toBe(LINE);
    expect(await (await visitor.fetch(check)).text()).toContain(LINE);
    // Her page says it in her language, the provider's ID beside it.
    expect(await (await device.fetch(invitePath(link))).text()).toContain(
      '<dt>Enrolled with Venus Medicare: member ID</dt><dd>VM/2026-0042</dd>',
    );
    expect(after?.providerMemberId).toBe('VM/2026-0042');
    const pdf = await customer.client.fetch(`/api/orders/${order.id}/cards/${after!.id}/pdf`);
    expect(pdf.status).toBe(200);
  });

  it("is named on the sponsor's order timeline", async ({ admin, customer }) => {
    const venus = await createPartnerOrganisation(admin.client, 'health_provider', 'venus');
    const order = await activeOrderOf(customer.client, admin.client, { beneficiaries: [PERSON] });
    const read = async () =>
      ((await (await customer.client.fetch(`/api/orders/${order.id}`)).json()) as { order: OrderDetailView })
        .order;
    expect((await read()).partnerSteps).toEqual([]);
    const [enrolment] = await enrolmentsOf(admin.client, venus.id);
    await confirm(admin.client, venus.id, enrolment!.id, 'VM/2026-0042');
    expect((await read()).partnerSteps).toEqual([
      { at: expect.any(String), text: 'Venus Medicare enrolled Ngozi, member ID VM/2026-0042' },
    ]);
  });
});
