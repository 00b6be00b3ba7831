import { eq } from 'drizzle-orm';
import { SignUpSchema } from '../domain/accounts/signup.schema';
import { addDays, calendarDateOf } from '../domain/calendar-date';
import { CreateFuneralApplicationSchema } from '../domain/funeral/funeral-application.schema';
import { user } from '../server/db/schema';
import { findUserByEmail } from '../server/modules/accounts/accounts.repo';
import { signUp } from '../server/modules/accounts/accounts.service';
import {
  changeApplicationStatus,
  recordFuneralTransfer,
} from '../server/modules/applications/applications-admin.service';
import { applyForPlan, listPlans } from '../server/modules/funeral/funeral.service';
import { invitationKey } from '../server/modules/orders/invitations/invitation-links.service';
import type { Runtime } from '../server/runtime';
import { moveApplicationBack, premiumsPaidOnTime } from './funeral-cover-history';
import { bornAged } from './funeral-factories';

/**
 * Funeral covers already in force for the browser tests (docs/decisions/054). Cover starts the day after the first
 * premium, so a claim on a death up to today needs a cover from an earlier day, and the browser tests cannot write
 * to the server's database. The browser tests' server (e2e/server.ts) writes these before it answers.
 */

/** Approved this many days ago, paid on time since: past the 6-month natural-death waiting period. */
export const SEEDED_COVER_AGE_DAYS = 200;
/** One holder per test that claims on a seeded cover (a claim uses the cover up for its person)… */
export const SEEDED_COVER_SCENARIOS = [
  'holder-claim',
  'waiting-claim',
  'admin-claim',
  'paid-claim',
  'link-claim',
  'relink-claim',
  'contact-claim',
  'underwriter-claim',
] as const;
export type SeededCoverScenario = (typeof SEEDED_COVER_SCENARIOS)[number];
/** …and per attempt: a first run and the one retry CI allows (playwright.config.ts). */
export const SEEDED_COVER_ATTEMPTS = 2;

export const SEEDED_HOLDER = { firstName: 'Amaka', lastName: 'Nwosu', password: 'e2e-password-1' };
/** The child the seeded single-parent plans cover, whose death the tests report. */
export const SEEDED_CHILD = { firstName: 'Chidi', lastName: 'Okeke' };

export function seededHolderEmail(scenario: SeededCoverScenario, attempt: number): string {
  return `funeral.${scenario}.${attempt}@e2e.example.com`;
}

export function seededHolderEmails(): string[] {
  return SEEDED_COVER_SCENARIOS.flatMap((scenario) =>
    Array.from({ length: SEEDED_COVER_ATTEMPTS }, (_, attempt) => seededHolderEmail(scenario, attempt)),
  );
}

/**
 * Writes a holder's single-parent cover as it would have happened: the holder signs up and applies, the admin
 * approves, and records each premium's transfer on its due day, all through the services the routes call. Only
 * the application's own dates are moved back (moveApplicationBack) between the approval and the premiums. Answers
 * false when the holder already exists (the data directory was seeded before).
 */
export async function seedCoverInForce(
  runtime: Runtime,
  admin: { id: string; appUrl: string },
  email: string,
  ageDays = SEEDED_COVER_AGE_DAYS,
): Promise<boolean> {
  const { db } = runtime.database;
  if (await findUserByEmail(db, email)) return false;
  const today = calendarDateOf(new Date());
  const approvedOn = addDays(today, -ageDays);
  const { userId } = await signUp(
    { db, auth: runtime.auth },
    SignUpSchema.parse({
      ...SEEDED_HOLDER,
      middleName: '',
      country: 'Nigeria',
      email,
      confirmPassword: SEEDED_HOLDER.password,
    }),
    new Headers(),
  );
  // A holder who has claimed before has confirmed their address (decision 063); the link is not what is tested here.
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  const plan = (await listPlans(db)).find((one) => one.planType === 'single_parent');
  if (!plan) throw new Error('no single-parent funeral plan: seed the sample data first');
  const { application } = await applyForPlan(
    { db, now: () => new Date(`${approvedOn}T09:00:00Z`) },
    userId,
    CreateFuneralApplicationSchema.parse({
      planId: plan.id,
      principal: {
        firstName: SEEDED_HOLDER.firstName,
        lastName: SEEDED_HOLDER.lastName,
        dateOfBirth: bornAged(40, approvedOn),
        email,
        phoneNumber: '+44 7700 900123',
        address: '4 Camden Road, London',
      },
      spouse: null,
      children: [{ ...SEEDED_CHILD, dateOfBirth: bornAged(10, approvedOn) }],
      others: [],
      beneficiary: {
        firstName: 'Ifeoma',
        lastName: 'Okeke',
        relationship: 'sibling',
        phoneNumber: '8031234567',
      },
      idempotencyKey: `e2e-seeded-cover-${email.replace(/[^A-Za-z0-9_-]/g, '-')}`,
    }),
  );
  const deps = {
    db,
    auth: runtime.auth,
    mail: runtime.mail,
    sms: runtime.sms,
    appUrl: admin.appUrl,
    invitationKey: invitationKey(runtime.auth.options.secret),
  };
  await changeApplicationStatus(deps, admin.id, 'funeral', application.id, {
    status: 'approved',
    note: undefined,
  });
  await moveApplicationBack(db, application.id, ageDays);
  for (const paidOn of premiumsPaidOnTime(approvedOn, today))
    await recordFuneralTransfer(deps, admin.id, application.id, { paidOn });
  return true;
}
