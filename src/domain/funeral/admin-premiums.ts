import { z } from 'zod';

/** The admin's lists of premiums due and overdue, arrears and lapses coming (issue 27 point 7, decision 065). */

/** Each list shows at most this many rows, the most pressing first; `more` counts the rest. */
export const PREMIUM_LIST_LIMIT = 100;

const ApplicationRef = {
  applicationId: z.string(),
  applicationReference: z.string(),
  /** The principal member; null once the holder's account was deleted. */
  holder: z.string().nullable(),
};

export const PremiumDueRowSchema = z.object({
  ...ApplicationRef,
  reference: z.string(),
  amountUsd: z.int(),
  amountNgn: z.int(),
  dueOn: z.string(),
  overdue: z.boolean(),
});

export const ArrearsRowSchema = z.object({
  ...ApplicationRef,
  premiums: z.int(),
  amountUsd: z.int(),
  amountNgn: z.int(),
  /** The first premium unpaid. */
  unpaidSince: z.string(),
});

export const LapseComingRowSchema = z.object({ ...ApplicationRef, lapsesOn: z.string() });

const list = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), more: z.int() });

export const AdminPremiumsViewSchema = z
  .object({
    today: z.string(),
    due: list(PremiumDueRowSchema),
    arrears: list(ArrearsRowSchema),
    lapses: list(LapseComingRowSchema),
  })
  .meta({ id: 'AdminFuneralPremiums' });

export type PremiumDueRow = z.infer<typeof PremiumDueRowSchema>;
export type ArrearsRow = z.infer<typeof ArrearsRowSchema>;
export type LapseComingRow = z.infer<typeof LapseComingRowSchema>;
export type AdminPremiumsView = z.infer<typeof AdminPremiumsViewSchema>;
