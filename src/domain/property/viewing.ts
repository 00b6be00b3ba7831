import { z } from 'zod';
import { plainText } from '../accounts/text-field';
import { addDays, calendarDateOf, formatCalendarDate, isCalendarDate } from '../calendar-date';

/** How a viewing is done: someone the applicant names goes in person, or the provider shows it on a video call. */
export const VIEWING_MODES = ['in_person', 'video'] as const;
export type ViewingMode = (typeof VIEWING_MODES)[number];
export const VIEWING_MODE_LABELS: Record<ViewingMode, string> = {
  in_person: 'In person',
  video: 'Video call',
};

/** requested (by the applicant) → confirmed for a date, or proposed (another date, by an admin). */
export const VIEWING_STATUSES = ['requested', 'confirmed', 'proposed'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

export const MAX_PREFERRED_DATES = 3;
/** A viewing is arranged within the next six months; a date further out is more likely a typo. */
export const VIEWING_HORIZON_DAYS = 183;

export const VIEWING_MESSAGES = {
  mode: 'Choose how the viewing is done',
  viewerName: 'Enter the name of the person who will view the property',
  viewerPhone: 'Enter a phone number for the person who will view the property',
  dates: 'Choose at least one preferred date',
  tooManyDates: `Choose up to ${MAX_PREFERRED_DATES} dates`,
  date: 'Enter a date as YYYY-MM-DD',
  futureDate: 'Choose a date after today',
  horizon: 'Choose a date within the next six months',
  sameDates: 'Choose different dates',
  alreadyRequested: 'A viewing has already been requested for this application',
  notOpen: 'A viewing can be requested while the application is pending',
  notRequested: 'No viewing has been requested for this application',
  notPreferred: 'Choose one of the preferred dates, or propose another date',
} as const;

const PHONE = /^\+?[0-9 ()-]{7,20}$/;

const dateField = z.string(VIEWING_MESSAGES.date).trim().refine(isCalendarDate, VIEWING_MESSAGES.date);

/**
 * Why a date cannot be a viewing's date, or undefined: it must fall after `today` (UTC) and within the horizon.
 * The server passes its own today, so a browser's clock decides nothing.
 */
export function viewingDateProblem(date: string, today: string): string | undefined {
  if (!isCalendarDate(date)) return VIEWING_MESSAGES.date;
  if (date <= today) return VIEWING_MESSAGES.futureDate;
  if (date > addDays(today, VIEWING_HORIZON_DAYS)) return VIEWING_MESSAGES.horizon;
  return undefined;
}

/** The request's shape; the dates' place in time is checked against the server's today (viewingRequestProblems). */
export const ViewingRequestSchema = z
  .object({
    mode: z.enum(VIEWING_MODES, VIEWING_MESSAGES.mode),
    viewerName: plainText(z.string().trim().max(100, VIEWING_MESSAGES.viewerName)).optional(),
    viewerPhone: plainText(z.string().trim().max(20, VIEWING_MESSAGES.viewerPhone)).optional(),
    dates: z
      .array(dateField, VIEWING_MESSAGES.dates)
      .min(1, VIEWING_MESSAGES.dates)
      .max(MAX_PREFERRED_DATES, VIEWING_MESSAGES.tooManyDates),
  })
  .superRefine((request, ctx) => {
    if (request.mode !== 'in_person') return;
    if (!request.viewerName)
      ctx.addIssue({ code: 'custom', path: ['viewerName'], message: VIEWING_MESSAGES.viewerName });
    if (!request.viewerPhone || !PHONE.test(request.viewerPhone))
      ctx.addIssue({ code: 'custom', path: ['viewerPhone'], message: VIEWING_MESSAGES.viewerPhone });
  })
  .transform((request) => ({
    mode: request.mode,
    // Only someone going in person is named; a video call is with the applicant.
    viewerName: request.mode === 'in_person' ? (request.viewerName ?? null) : null,
    viewerPhone: request.mode === 'in_person' ? (request.viewerPhone ?? null) : null,
    dates: request.dates,
  }));
export type ViewingRequest = z.output<typeof ViewingRequestSchema>;
export type ViewingRequestInput = z.input<typeof ViewingRequestSchema>;

/** Each date's problem by its field ('dates.0'), given the server's today; empty when all are good. */
export function viewingRequestProblems(dates: readonly string[], today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  dates.forEach((date, index) => {
    const problem = viewingDateProblem(date, today);
    if (problem) problems[`dates.${index}`] = problem;
    else if (dates.indexOf(date) !== index) problems[`dates.${index}`] = VIEWING_MESSAGES.sameDates;
  });
  return problems;
}

/** An admin's answer: confirm one of the preferred dates, or propose another. */
export const ViewingDecisionSchema = z.object({
  action: z.enum(['confirm', 'propose'], 'Choose confirm or propose'),
  date: dateField,
});
export type ViewingDecision = z.infer<typeof ViewingDecisionSchema>;

/**
 * Why an admin's answer cannot apply to this viewing, or undefined. Confirming takes one of the applicant's
 * dates (or the date proposed to them); proposing takes any date that could be a viewing's. Either may be given
 * again later: plans change, and each change is audited and told.
 */
export function viewingDecisionProblem(
  viewing: { preferredDates: readonly string[]; status: ViewingStatus; scheduledDate: string | null },
  decision: ViewingDecision,
  today: string,
): { field: 'date'; message: string } | undefined {
  const dateProblem = viewingDateProblem(decision.date, today);
  if (dateProblem) return { field: 'date', message: dateProblem };
  if (decision.action === 'confirm') {
    const offered =
      viewing.preferredDates.includes(decision.date) ||
      (viewing.status === 'proposed' && viewing.scheduledDate === decision.date);
    if (!offered) return { field: 'date', message: VIEWING_MESSAGES.notPreferred };
  }
  return undefined;
}

export const ViewingViewSchema = z
  .object({
    mode: z.enum(VIEWING_MODES),
    viewerName: z.string().nullable(),
    viewerPhone: z.string().nullable(),
    preferredDates: z.array(z.iso.date()),
    status: z.enum(VIEWING_STATUSES),
    /** The confirmed or proposed date; null while requested. */
    scheduledDate: z.iso.date().nullable(),
    requestedAt: z.iso.datetime(),
  })
  .meta({ id: 'ViewingView' });
export type ViewingView = z.infer<typeof ViewingViewSchema>;

/** One line for the viewing's state: 'Viewing requested', 'Viewing confirmed for 3 December 2026'. */
export function viewingStatusText(viewing: Pick<ViewingView, 'status' | 'scheduledDate'>): string {
  if (viewing.status === 'requested' || !viewing.scheduledDate) return 'Viewing requested';
  const date = formatCalendarDate(viewing.scheduledDate);
  return viewing.status === 'confirmed' ? `Viewing confirmed for ${date}` : `New date proposed: ${date}`;
}

/** Today as the server counts viewing dates: the UTC calendar day. */
export const viewingToday = (now: Date) => calendarDateOf(now);
