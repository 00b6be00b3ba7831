import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_CASES } from '../../testing/contract-cases-admin-catalogue';
import { ADMIN_OPERATIONS_CASES } from '../../testing/contract-cases-admin-operations';
import { CUSTOMER_CASES } from '../../testing/contract-cases-customer';
import { FUNERAL_CLAIM_CASES } from '../../testing/contract-cases-funeral-claims';
import { closePaystackContractApp, PAYSTACK_CASES } from '../../testing/contract-cases-paystack';
import { PARTNER_CASES } from '../../testing/contract-cases-partners';
import { ENROLMENT_CASES } from '../../testing/contract-cases-enrolments';
import { PARTNER_API_CASES } from '../../testing/contract-cases-partner-api';
import { PUBLIC_CASES } from '../../testing/contract-cases-public';
import { REALTY_PARTNER_CASES } from '../../testing/contract-cases-realty-partners';
import { RECONCILIATION_CASES } from '../../testing/contract-cases-reconciliation';
import { TITLE_PACK_CASES } from '../../testing/contract-cases-title-packs';
import { UNDERWRITER_CLAIM_CASES } from '../../testing/contract-cases-underwriter-claims';
import { createContractWorld, type ContractCase, type ContractWorld } from '../../testing/contract-world';
import {
  contractChecker,
  documentedOperations,
  readApiDocument,
  type OpenApiDocument,
} from '../../testing/openapi-contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testPaymentsConfig } from '../../testing/test-payments';

const CASES: Record<string, ContractCase> = {
  ...PUBLIC_CASES,
  ...CUSTOMER_CASES,
  ...ADMIN_CATALOGUE_CASES,
  ...ADMIN_OPERATIONS_CASES,
  ...FUNERAL_CLAIM_CASES,
  ...TITLE_PACK_CASES,
  ...PAYSTACK_CASES,
  ...RECONCILIATION_CASES,
  ...PARTNER_CASES,
  ...REALTY_PARTNER_CASES,
  ...UNDERWRITER_CLAIM_CASES,
  ...ENROLMENT_CASES,
  ...PARTNER_API_CASES,
};

let testApp: TestApp;
let document: OpenApiDocument;
let check: ReturnType<typeof contractChecker>;
let world: ContractWorld;
beforeAll(async () => {
  // Card payments through the built-in test provider, so the checkout and webhook routes answer too.
  testApp = await createTestApp({ payments: testPaymentsConfig({ cardPayments: 'test' }) });
  document = await readApiDocument(testApp);
  check = contractChecker(document);
  world = await createContractWorld(testApp);
});
afterAll(async () => {
  await testApp.close();
  await closePaystackContractApp();
});

const isSuccess = (status: number) => status >= 200 && status < 400;

/** A top-level list that came back empty: its items' schema was not put to the test. */
async function emptyLists(answer: Response): Promise<string[]> {
  if (!answer.headers.get('content-type')?.startsWith('application/json')) return [];
  const body = (await answer.clone().json()) as unknown;
  const lists = Object.entries(body ?? {}).filter(([, value]) => Array.isArray(value));
  return lists.filter(([, value]) => (value as unknown[]).length === 0).map(([key]) => `${key} is empty`);
}

describe('the OpenAPI document is the contract', () => {
  it('has a contract case for every operation it documents, and none for one it does not', () => {
    expect(Object.keys(CASES).sort()).toEqual(documentedOperations(document).sort());
  });

  it.each(Object.keys(CASES))('%s answers what the document says', async (key) => {
    const answers = [await CASES[key]!(world)].flat();
    const problems: string[] = [];
    for (const answer of answers) {
      problems.push(...(await emptyLists(answer)), ...(await check(key, answer)));
    }
    expect(problems, `${key}: ${answers.map((answer) => answer.status).join(', ')}`).toEqual([]);

    // Every success the document promises is one the case saw.
    const [method = '', path = ''] = key.split(' ');
    const promised = Object.keys(document.paths[path]?.[method.toLowerCase()]?.responses ?? {});
    const seen = new Set(answers.map((answer) => String(answer.status)));
    expect(promised.filter((status) => isSuccess(Number(status)) && !seen.has(status))).toEqual([]);
  });
});
