import type { ReachableApplicationStatus } from '../../../domain/applications/application-status';
import {
  APPLICATION_NOT_FOUND,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationSummaryView,
} from '../../../domain/applications/application-view';
import type { FuneralApplicationDetailView } from '../../../domain/funeral/funeral-application-detail';
import { statusTimeline } from '../../../domain/status-timeline';
import { applicationDetailPath } from '../../../domain/applications/application-pages';
import { calendarDateOf } from '../../../domain/calendar-date';
import {
  coverProblems,
  FUNERAL_MESSAGES,
  type CreateFuneralApplication,
} from '../../../domain/funeral/funeral-application.schema';
import {
  funeralApplicationReference,
  funeralPlanTitle,
  type FuneralPlanView,
} from '../../../domain/funeral/funeral-plan';
import { claimContactColumns } from '../../../domain/funeral/claim-contact';
import { changeApplicationStatus } from '../application-status';
import { funeralPremium } from '../../../domain/funeral/funeral-premium';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError, type FieldErrors } from '../../http/app-error';
import { statusChangesOf } from '../audit';
import { notify } from '../notifications';
import { scrubClaimsOfUser } from './funeral-claims.repo';
import {
  findApplicationByKey,
  findPlan,
  findUserApplication,
  insertApplicationUnlessTaken,
  insertPlans,
  listActivePlans,
  listUserApplications,
  nextApplicationReferenceValue,
  scrubFuneralApplications,
  setFuneralApplicationStatus,
  type FuneralApplicationRow,
  type FuneralPlanRow,
  type NewFuneralPlan,
} from './funeral.repo';

import { coverViewOf } from './funeral-premiums.service';
import { receiptsOf } from './premium-receipts.service';

export type { NewFuneralPlan } from './funeral.repo';
import {
  coveredPeopleOf,
  toApplicationDetail,
  toApplicationSummary,
  toApplicationView,
  toPlanView,
} from './funeral.view';

/**
 * The sequence never repeats a value, so a reference is taken only by an application made before it existed (whose
 * references were timestamps, docs/decisions/018): a rare clash that the next value resolves.
 */
const REFERENCE_ATTEMPTS = 3;
export const FUNERAL_APPLICATIONS_LIST_LIMIT = 100;

export async function listPlans(db: Db): Promise<FuneralPlanView[]> {
  return (await listActivePlans(db)).map(toPlanView);
}

async function findActivePlan(db: Db, id: string): Promise<FuneralPlanRow | undefined> {
  const plan = isUuid(id) ? await findPlan(db, id) : undefined;
  return plan?.active ? plan : undefined;
}

/** An active plan, or 404 (a malformed id answers the same, never reaching the uuid column). */
export async function getPlan(db: Db, id: string): Promise<FuneralPlanView> {
  const plan = await findActivePlan(db, id);
  if (!plan) throw new AppError('not_found', FUNERAL_MESSAGES.planNotFound);
  return toPlanView(plan);
}

export interface FuneralDeps {
  db: Db;
  now?: () => Date;
}

/** The plan type's rules, run by the server on the plan it loaded: 422 with every problem on its field. */
function checkCover(plan: FuneralPlanRow, input: CreateFuneralApplication, today: string) {
  const problems = coverProblems(plan.planType, input, today);
  const [first] = problems;
  if (!first) return;
  const fields: FieldErrors = {};
  for (const { path, message } of problems) fields[path.join('.')] ??= message;
  throw new AppError('validation_failed', first.message, fields);
}

function receivedNotification(row: FuneralApplicationRow) {
  return {
    title: 'Funeral plan application received',
    body: `We received your application for the ${funeralPlanTitle(row.planType, row.coverageAmountNgn)}. Your reference is ${row.reference}. Use it as the reference when you pay by bank transfer.`,
    link: applicationDetailPath('funeral', row.id),
  };
}

/**
 * Applies for a funeral plan (DECISIONS 23): the plan's rules checked on the server, its amounts snapshotted, the
 * application and its notification written in one transaction. The same applicant and idempotency key give back
 * the first application (`created` false), even when the submissions race.
 */
export async function applyForPlan(deps: FuneralDeps, userId: string, input: CreateFuneralApplication) {
  const { db } = deps;
  const earlier = await findApplicationByKey(db, userId, input.idempotencyKey);
  if (earlier) return { application: toApplicationView(earlier), created: false };
  const plan = await findActivePlan(db, input.planId);
  if (!plan) {
    throw new AppError('validation_failed', FUNERAL_MESSAGES.planNotFound, {
      planId: FUNERAL_MESSAGES.planNotFound,
    });
  }
  const appliedAt = (deps.now ?? (() => new Date()))();
  checkCover(plan, input, calendarDateOf(appliedAt));

  const { principal, beneficiary } = input;
  const premium = funeralPremium(plan, input.others.length).monthly;
  const outcome = await db.transaction(async (tx) => {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const row = await insertApplicationUnlessTaken(tx, {
        reference: funeralApplicationReference(await nextApplicationReferenceValue(tx)),
        userId,
        planId: plan.id,
        planType: plan.planType,
        coverageAmountUsd: plan.coverageAmountUsd,
        coverageAmountNgn: plan.coverageAmountNgn,
        monthlyPriceUsd: premium.usd,
        monthlyPriceNgn: premium.ngn,
        principalFirstName: principal.firstName,
        principalLastName: principal.lastName,
        principalDateOfBirth: principal.dateOfBirth,
        principalEmail: principal.email,
        principalPhoneNumber: principal.phoneNumber,
        principalAddress: principal.address,
        coveredPeople: coveredPeopleOf(input),
        beneficiaryFirstName: beneficiary.firstName,
        beneficiaryLastName: beneficiary.lastName,
        beneficiaryRelationship: beneficiary.relationship,
        beneficiaryPhoneNumber: beneficiary.phoneNumber,
        ...claimContactColumns(input.claimContact, beneficiary.phoneNumber),
        idempotencyKey: input.idempotencyKey,
      });
      if (row) {
        await notify(tx, userId, receivedNotification(row));
        return { row, created: true };
      }
      // Nothing inserted: either this key's application won a race, or the reference is taken.
      const winner = await findApplicationByKey(tx, userId, input.idempotencyKey);
      if (winner) return { row: winner, created: false };
    }
    throw new Error(`No free funeral application reference after ${REFERENCE_ATTEMPTS} attempts`);
  });
  return { application: toApplicationView(outcome.row), created: outcome.created };
}

export async function listApplicationsOf(db: Db, userId: string): Promise<ApplicationSummaryView[]> {
  const rows = await listUserApplications(db, userId, FUNERAL_APPLICATIONS_LIST_LIMIT);
  const now = new Date();
  return Promise.all(
    rows.map(async (row) => {
      if (row.status !== 'approved') return toApplicationSummary(row);
      const { state, label, text } = await coverViewOf(db, row, now);
      return { ...toApplicationSummary(row), cover: { state, label, text } };
    }),
  );
}

/**
 * One application for its owner, with the statuses it has had (docs/decisions/032). Someone else's, an unknown or
 * a malformed id all get the same 404, so ids cannot be probed; admins read applications in the console.
 */
export async function getApplicationFor(
  db: Db,
  userId: string,
  id: string,
): Promise<FuneralApplicationDetailView> {
  const row = isUuid(id) ? await findUserApplication(db, userId, id) : undefined;
  if (!row) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  const changes = await statusChangesOf(db, 'funeral_application', row.id, APPLICATION_STATUSES);
  const cover = await coverViewOf(db, row, new Date());
  return toApplicationDetail(
    row,
    statusTimeline(row, 'pending', changes),
    cover,
    await receiptsOf(db, row.id),
  );
}

/** An account's deletion (DECISIONS 8): its funeral applications keep plan and status, without the people. */
export async function removeFuneralApplicationsPersonalData(tx: Db, userId: string, at: Date): Promise<void> {
  // The claims first: they find their applications by the owner, whom the scrub below keeps.
  await scrubClaimsOfUser(tx, userId, at);
  await scrubFuneralApplications(tx, userId, at);
}

/** Adds plans as they are (the sample data's seeder); the console adds one at a time through funeral-admin. */
export async function addFuneralPlans(tx: Db, plans: NewFuneralPlan[]): Promise<void> {
  await insertPlans(tx, plans);
}

/** Moves a funeral application along the domain's one rule (application-status-change.ts), in the caller's transaction. */
export function changeFuneralApplicationStatus(
  tx: Db,
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<{ userId: string | null; status: ReachableApplicationStatus }> {
  return changeApplicationStatus(from, to, () => setFuneralApplicationStatus(tx, id, from, to));
}
