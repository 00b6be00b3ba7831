/**
 * The provider's time to enrol a person: 2 working days, Monday to Friday in Lagos (West Africa Time, UTC+1 all
 * year, no daylight saving). Nigerian public holidays are not counted out: the Muslim ones are declared days
 * before, so no fixed table can know them, and flagging a day early only asks our admins to look
 * (docs/decisions/9xx-provider-enrolments.md).
 */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const ENROLMENT_WORKING_DAYS = 2;

const isWeekend = (lagos: Date) => lagos.getUTCDay() === 0 || lagos.getUTCDay() === 6;

/** When an enrolment made at `createdAt` becomes overdue: a weekend start counts from Monday 00:00 in Lagos. */
export function enrolmentDueAt(createdAt: Date): Date {
  // Lagos wall-clock time held in a Date's UTC fields.
  let lagos = new Date(createdAt.getTime() + LAGOS_OFFSET_MS);
  if (isWeekend(lagos)) {
    lagos = new Date(Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate()));
    while (isWeekend(lagos)) lagos = new Date(lagos.getTime() + DAY_MS);
  }
  for (let day = 0; day < ENROLMENT_WORKING_DAYS; day++) {
    lagos = new Date(lagos.getTime() + DAY_MS);
    while (isWeekend(lagos)) lagos = new Date(lagos.getTime() + DAY_MS);
  }
  return new Date(lagos.getTime() - LAGOS_OFFSET_MS);
}

/** Whether a pending enrolment made at `createdAt` has waited past 2 working days at `now`. */
export function enrolmentOverdue(createdAt: Date, now: Date): boolean {
  return now.getTime() > enrolmentDueAt(createdAt).getTime();
}
