import { APPLICATION_STATUS_LABELS } from '../applications/application-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../applications/application-view';
import { formatCalendarDate, isCalendarDate } from '../calendar-date';
import { z } from 'zod';

/**
 * What a partner did, as the sponsor or buyer reads it on their timeline (issue 33, point 6): 'Lekki Homes
 * confirmed the viewing for 3 December 2026'. Built from the audit entries of the record, where a partner's step
 * carries the organisation's name in `after.partner` (docs/decisions/082-realty-partners.md). Steps without it
 * (our admins' own) are not named here: the status timeline shows them as before.
 */
export const PartnerStepViewSchema = z.object({ text: z.string(), at: z.iso.datetime() });
export type PartnerStepView = z.infer<typeof PartnerStepViewSchema>;

export interface RecordedStep {
  action: string;
  after: Record<string, unknown> | null;
  at: Date;
}

/** The partner's name the entry was recorded for, or undefined for an admin's own step. */
export function partnerOfStep(after: RecordedStep['after']): string | undefined {
  const partner = after?.partner;
  return typeof partner === 'string' && partner !== '' ? partner : undefined;
}

const isStatus = (value: unknown): value is ApplicationStatus =>
  APPLICATION_STATUSES.some((status) => status === value);

const dateOf = (after: Record<string, unknown>) =>
  typeof after.date === 'string' && isCalendarDate(after.date) ? formatCalendarDate(after.date) : undefined;

/** One entry's line, or undefined when the entry is not a partner's step this function knows. */
function lineOf(step: RecordedStep): string | undefined {
  const partner = partnerOfStep(step.after);
  if (!partner || !step.after) return undefined;
  const date = dateOf(step.after);
  if (step.action === 'viewing confirmed')
    return date ? `${partner} confirmed the viewing for ${date}` : `${partner} confirmed the viewing`;
  if (step.action === 'viewing proposed' && date) return `${partner} proposed another time: ${date}`;
  if (step.action === 'status changed' && isStatus(step.after.status))
    return `${APPLICATION_STATUS_LABELS[step.after.status]} by ${partner}`;
  return undefined;
}

/** The partner's steps, oldest first, each with its line and when it happened. */
export function partnerStepLines(steps: readonly RecordedStep[]): PartnerStepView[] {
  return [...steps]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .flatMap((step) => {
      const text = lineOf(step);
      return text ? [{ text, at: step.at.toISOString() }] : [];
    });
}
