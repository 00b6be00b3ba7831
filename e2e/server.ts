/**
 * The browser tests' app server (playwright.config.ts, docs/decisions/085): the server `npm start` runs
 * (src/server/serve-app.ts), with two differences. Passwords are hashed as the API tests hash them (decision 084):
 * production's scrypt was 45 of the browser suite's CPU-seconds, for accounts that live a minute. And before the
 * app answers, on the database it has opened, it makes the suite's admin (as `npm run create-admin` does, through the
 * same function) and the funeral covers in force the claims need (src/testing/e2e-funeral-covers.ts): one process
 * opening the data once, where a command for each took 14 s before the first test.
 *
 *   DATA_DIR=/tmp/dh-e2e node --import tsx e2e/server.ts --admin-email a@example.com --admin-password …
 */
import { parseArgs } from 'node:util';
import { appUrl, readEnv } from '../src/server/env';
import { createAdmin } from '../src/server/modules/accounts';
import { serveApp } from '../src/server/serve-app';
import { seedCoverInForce, seededHolderEmails } from '../src/testing/e2e-funeral-covers';
import { quickPasswordHashing } from '../src/testing/quick-password-hashing';

const { values } = parseArgs({
  options: { 'admin-email': { type: 'string' }, 'admin-password': { type: 'string' } },
});
const adminEmail = values['admin-email'];
const adminPassword = values['admin-password'];
if (!adminEmail || !adminPassword) {
  console.error('usage: node --import tsx e2e/server.ts --admin-email <email> --admin-password <password>');
  process.exit(2);
}

serveApp({
  passwordHashing: quickPasswordHashing,
  prepare: async (runtime) => {
    const { userId } = await createAdmin(runtime, adminEmail, adminPassword);
    const admin = { id: userId, appUrl: appUrl(readEnv()) };
    for (const email of seededHolderEmails()) await seedCoverInForce(runtime, admin, email);
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
