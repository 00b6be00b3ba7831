import { z } from 'zod';

/**
 * A status timeline as the owner of an order or application reads it: each status it has had and when it got it,
 * oldest first (docs/decisions/032). Built from the recorded changes only; nothing is inferred or predicted.
 */
export function timelineSchema<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.array(z.object({ status: z.enum(statuses), at: z.iso.datetime(), line: z.string().optional() }));
}

export interface TimelineStep<S extends string> {
  status: S;
  /** ISO date-time. */
  at: string;
  /** Who took the step and what they said, when it was a partner's (issue 33, point 6); absent otherwise. */
  line?: string;
}

export interface TimelineSubject<S extends string> {
  status: S;
  createdAt: Date;
  /** When the row last changed: the only date there is for a status no change record names. */
  updatedAt: Date;
}

/**
 * The steps to show: the recorded changes in time order, starting with the first status at creation when no
 * record says so, and ending with the current status. A current status no record names (a row older than its
 * history, say) is dated by the row's last change, the latest moment it can have been set.
 */
export function statusTimeline<S extends string>(
  subject: TimelineSubject<S>,
  firstStatus: S,
  recorded: readonly { status: S; at: Date; line?: string }[],
): TimelineStep<S>[] {
  const steps = [...recorded].sort((a, b) => a.at.getTime() - b.at.getTime());
  if (steps[0]?.status !== firstStatus) steps.unshift({ status: firstStatus, at: subject.createdAt });
  if (steps.at(-1)?.status !== subject.status) steps.push({ status: subject.status, at: subject.updatedAt });
  return steps.map(({ status, at, line }) => ({ status, at: at.toISOString(), ...(line ? { line } : {}) }));
}

/**
 * A step a partner took, in its own words ('HomeReach enrolled Ngozi, member ID …'), shown among the statuses in
 * time order (issue 33 point 6). Not a status: the order's own status does not change with it.
 */
export const partnerStepSchema = z.object({ at: z.iso.datetime(), text: z.string() });
export type PartnerStep = z.infer<typeof partnerStepSchema>;
