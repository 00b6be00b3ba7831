import { test as base } from 'vitest';
import type { AppDeps } from '../server/app';
import { adminClient } from './admin-client';
import { signedUpClient } from './signed-up-client';
import { createTestApp, type TestAppOptions } from './test-app';
import { createTestClient } from './test-client';
import { testPaymentsConfig } from './test-payments';
import { prepareTestAppReset } from './test-app-reset';

type AppSettings = Partial<AppDeps['config']>;

/**
 * Settings that need work before the app opens (a web build to serve, say): made once for the file, with what to
 * remove after its last test registered through `onCleanup`.
 */
export type PreparedAppSettings = (onCleanup: (cleanup: () => Promise<void>) => void) => Promise<AppSettings>;

/**
 * The API tests' one fixture: `it` (or `test`) whose context gives each test
 *   - `testApp`: the real app in-process (createTestApp), opened once per file on a copy of the run's migrated
 *     template and emptied back to that copy before every test: no test sees another's rows, mail or uploads,
 *     whatever the order the tests run in;
 *   - `db`: that app's database;
 *   - `visitor`: a signed-out client; `customer`: a freshly signed-up one ({ client, userId, signUp });
 *     `admin`: a freshly made admin with two-factor ({ client, userId, email, password, totpUri });
 *   - `clients`: those three as expectAdminOnly takes them (the same customer and admin as above).
 * Clients are made only for the tests that name them. The app, its database and its outbox are closed after
 * the file's last test.
 *
 *   import { it } from '../../../testing/api-test';
 *   it('lists my orders', async ({ customer, db }) => { ... });
 *
 * A file whose app needs other settings makes its own at the top level of the file (vitest opens file-wide
 * fixtures only there): `const it = apiTest({ payments: ... })`. Data a file's tests all start from is a fixture of
 * that file, `it.extend('listing', ({ db }) => ...)`, made again for each test. Tests with a table of cases use
 * `it.for(cases)(name, (row, context) => ...)`, since `it.each` passes no context. Decision 025 says why.
 */
export function apiTest(
  config: AppSettings | PreparedAppSettings = {},
  options: TestAppOptions = {},
  // Typed as 'file' below: the two scopes' types differ only in what a later file fixture may read, and none does.
  scope: 'file' | 'worker' = 'file',
) {
  return (
    base
      // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern: none
      .extend('openedApp', { scope: scope as 'file' }, async ({}, { onCleanup }) => {
        const cleanups: Array<() => Promise<void>> = [];
        onCleanup(async () => {
          for (const cleanup of cleanups.reverse()) await cleanup();
        });
        const settings =
          typeof config === 'function' ? await config((cleanup) => cleanups.push(cleanup)) : config;
        const testApp = await createTestApp(settings, options);
        cleanups.push(() => testApp.close());
        return { testApp, reset: await prepareTestAppReset(testApp) };
      })
      .extend('testApp', { auto: true }, async ({ openedApp }) => {
        await openedApp.reset();
        return openedApp.testApp;
      })
      .extend('db', ({ testApp }) => testApp.runtime.database.db)
      .extend('visitor', ({ testApp }) => createTestClient(testApp))
      .extend('customer', ({ testApp }) => signedUpClient(testApp))
      .extend('admin', ({ testApp }) => adminClient(testApp))
      .extend('clients', ({ visitor, customer, admin }) => ({
        anonymous: visitor,
        user: customer.client,
        admin: admin.client,
      }))
  );
}

/**
 * The app with the default settings is opened once per test worker, not once per file (the API project runs files
 * without isolation, so a worker's files share it): building the app and its database costs more than most files'
 * tests. Each test still starts from the emptied template.
 */
export const test = apiTest({}, {}, 'worker');
export const it = test;

/**
 * An app of the file's own, closed after it, for a file that moves the clock weeks ahead (vi.useFakeTimers on
 * Date): PGlite reads that clock too, and a timer PostgreSQL arms while it is a month ahead fires every millisecond
 * once the clock is back (Node's TimeoutOverflowWarning, 20,000 of them), for as long as that database lives. In
 * the worker's shared app that was the rest of the API run; with the file's own app it ends with the file.
 */
export const testOnMovedClock = apiTest({}, {}, 'file');

/**
 * The app with the built-in test checkout for cards, opened once per worker as `it` is: the files about card
 * payments, quotes and cover dates share it rather than building an app each.
 */
export const itWithTestCards = apiTest(
  { payments: testPaymentsConfig({ cardPayments: 'test' }) },
  {},
  'worker',
);
