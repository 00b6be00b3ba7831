/**
 * Writes the browser tests' funeral covers in force (src/testing/e2e-funeral-covers.ts) into the server's data before
 * it starts: playwright.config.ts runs it after create-admin, on the same DATA_DIR, because the tests cannot reach the
 * database of a running server and a cover approved today only starts tomorrow (docs/decisions/054).
 *
 *   DATA_DIR=/tmp/dh-data node --import tsx scripts/seed-e2e-funeral-covers.ts --admin-email admin@e2e.example.com
 */
import { parseArgs } from 'node:util';
import { openCliRuntime } from '../src/server/cli/cli-runtime';
import { seedSampleData } from '../src/server/seed/seed-sample-data';
import { appUrl, readEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { ADMIN_ROLE } from '../src/server/auth/guards';
import { findUserByEmail } from '../src/server/modules/accounts';
import { seedCoverInForce, seededHolderEmails } from '../src/testing/e2e-funeral-covers';

const { values } = parseArgs({ options: { 'admin-email': { type: 'string' } } });
const adminEmail = values['admin-email'];
if (!adminEmail) {
  console.error(
    'usage: node --import tsx scripts/seed-e2e-funeral-covers.ts --admin-email <an admin made by create-admin>',
  );
  process.exit(2);
}

const env = readEnv();
const runtime = await openCliRuntime(env);
try {
  const { db } = runtime.database;
  // The plans the covers are of; the server skips what is seeded already (seed-sample-data.ts).
  await seedSampleData(db, createLogger(env.LOG_LEVEL));
  const admin = await findUserByEmail(db, adminEmail);
  if (admin?.role !== ADMIN_ROLE) throw new Error(`${adminEmail} is not an admin: run create-admin first`);
  let seeded = 0;
  for (const email of seededHolderEmails())
    if (await seedCoverInForce(runtime, { id: admin.id, appUrl: appUrl(env) }, email)) seeded += 1;
  console.log(`Seeded ${seeded} funeral covers in force for the browser tests.`);
} finally {
  await runtime.close();
}
