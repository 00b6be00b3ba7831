import { expect } from 'vitest';
import type { EnrolmentView } from '../domain/partners/enrolment';
import { makeBeneficiary } from './order-factories';
import { activeOrderOf } from './member-cards';
import type { TestClient } from './test-client';

/** The portal path of an organisation's enrolments, with any tail ('/upload', '/<id>/confirm'). */
export const enrolmentsPath = (organisationId: string, tail = '') =>
  `/api/partner/organisations/${organisationId}/enrolments${tail}`;

/** An active Venus order (the factories' default plan) of `people` people: its enrolments are Venus Medicare's. */
export async function activeOrderWithPeople(customer: TestClient, admin: TestClient, people = 1) {
  const beneficiaries = Array.from({ length: people }, (_, index) =>
    makeBeneficiary({ firstName: ['Ngozi', 'Emeka', 'Amaka'][index] ?? 'Chidi' }),
  );
  return activeOrderOf(customer, admin, { beneficiaries });
}

/** The organisation's enrolments as its portal lists them; any answer but 200 fails the test. */
export async function enrolmentsOf(client: TestClient, organisationId: string, status?: string) {
  const response = await client.fetch(enrolmentsPath(organisationId, status ? `?status=${status}` : ''));
  expect(response.status).toBe(200);
  return ((await response.json()) as { enrolments: EnrolmentView[] }).enrolments;
}

export const confirm = (client: TestClient, organisationId: string, enrolmentId: string, memberId: string) =>
  client.postJson(enrolmentsPath(organisationId, `/${enrolmentId}/confirm`), { memberId });

export const refuse = (client: TestClient, organisationId: string, enrolmentId: string, reason: string) =>
  client.postJson(enrolmentsPath(organisationId, `/${enrolmentId}/refuse`), { reason });

export const upload = (client: TestClient, organisationId: string, content: string) =>
  client.postJson(enrolmentsPath(organisationId, '/upload'), { content });
