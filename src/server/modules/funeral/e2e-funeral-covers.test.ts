import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { addDays, calendarDateOf } from '../../../domain/calendar-date';
import { it } from '../../../testing/api-test';
import {
  SEEDED_COVER_AGE_DAYS,
  seedCoverInForce,
  seededHolderEmail,
} from '../../../testing/e2e-funeral-covers';
import { insertFuneralPlan } from '../../../testing/funeral-plan-factory';
import { funeralApplications, funeralLedgerEntries } from '../../db/schema';
import { findUserByEmail } from '../accounts/accounts.repo';
import { approvedOnOf, coverReadingOf } from './funeral-premiums.service';

// The browser tests' claims stand on these covers (e2e/server.ts): if the seed stops making a
// cover in force, this says so before a browser test does.
describe('the browser tests’ seeded funeral cover', { timeout: 60_000 }, () => {
  it('is in force for 200 days, every premium recorded by the admin on its due day, and is seeded once', async ({
    testApp,
    admin,
  }) => {
    const { db } = testApp.runtime.database;
    // The server seeds the sample plans; the test database starts without any.
    await insertFuneralPlan(testApp, 'single_parent');
    const email = seededHolderEmail('holder-claim', 0);
    const by = { id: admin.userId, appUrl: 'http://localhost' };
    expect(await seedCoverInForce(testApp.runtime, by, email)).toBe(true);
    expect(await seedCoverInForce(testApp.runtime, by, email)).toBe(false);

    const holder = await findUserByEmail(db, email);
    const [application] = await db
      .select()
      .from(funeralApplications)
      .where(eq(funeralApplications.userId, holder!.id));
    const today = calendarDateOf(new Date());
    const approvedOn = addDays(today, -SEEDED_COVER_AGE_DAYS);
    expect(await approvedOnOf(db, application!)).toBe(approvedOn);
    expect(calendarDateOf(application!.createdAt)).toBe(approvedOn);
    const reading = await coverReadingOf(db, application!, today);
    expect(reading.standing.state).toBe('in_force');
    expect(reading.firstCoverStart).toBe(addDays(approvedOn, 1));
    const ledger = await db
      .select()
      .from(funeralLedgerEntries)
      .where(eq(funeralLedgerEntries.applicationId, application!.id));
    expect(ledger.length).toBeGreaterThanOrEqual(7);
    expect(ledger.every((entry) => entry.recordedBy === admin.userId && entry.method === 'transfer')).toBe(
      true,
    );
    expect(ledger.map((entry) => entry.paidOn).sort()[0]).toBe(approvedOn);
  });
});
