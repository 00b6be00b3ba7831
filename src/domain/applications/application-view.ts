import { z } from 'zod';
import { CoverViewSchema } from '../funeral/cover-view';
import { VIEWING_STATUSES } from '../property/viewing';

/** A property or funeral application as it appears in the owner's 'My Orders' (DECISIONS 7). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The owner's answer for an application that is not theirs, or does not exist: the same 404 either way. */
export const APPLICATION_NOT_FOUND = 'Application not found';

export const ApplicationSummaryViewSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['property', 'funeral']),
    /** Shown to the user and quoted as the bank-transfer reference. */
    reference: z.string(),
    title: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    /** The property's application fee, or the funeral plan's monthly amount. Minor units. */
    amountUsd: z.int(),
    amountNgn: z.int(),
    createdAt: z.iso.datetime(),
    /** A property application's viewing, when one was asked for (docs/decisions/044); absent for funeral. */
    viewing: z
      .object({ status: z.enum(VIEWING_STATUSES), scheduledDate: z.iso.date().nullable() })
      .nullable()
      .optional(),
    /** An approved funeral plan's standing, as its page words it (docs/decisions/054, 064); absent otherwise. */
    cover: CoverViewSchema.pick({ state: true, label: true, text: true }).optional(),
  })
  .meta({ id: 'ApplicationSummaryView' });
export type ApplicationSummaryView = z.infer<typeof ApplicationSummaryViewSchema>;
