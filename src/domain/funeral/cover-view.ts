import { z } from 'zod';
import { COVER_STATE_LABELS, coverStandingText, type CoverReading, type CoverState } from './cover-standing';
import { premiumReference } from './funeral-ledger';

const COVER_STATES = Object.keys(COVER_STATE_LABELS) as [CoverState, ...CoverState[]];

/** A cover's standing as every page shows it, with the premium to pay next (docs/decisions/054). */
export const CoverViewSchema = z
  .object({
    state: z.enum(COVER_STATES),
    label: z.string(),
    text: z.string(),
    /** The first day of cover, once the first premium is paid. */
    coverStart: z.string().nullable(),
    nextPremium: z
      .object({
        index: z.int(),
        dueOn: z.string(),
        reference: z.string(),
        amountUsd: z.int(),
        amountNgn: z.int(),
      })
      .nullable(),
  })
  .meta({ id: 'FuneralCoverView' });
export type CoverView = z.infer<typeof CoverViewSchema>;

export function toCoverView(
  reading: CoverReading,
  application: { reference: string; monthlyPriceUsd: number; monthlyPriceNgn: number },
): CoverView {
  const { standing, nextPremium } = reading;
  return {
    state: standing.state,
    label: COVER_STATE_LABELS[standing.state],
    text: coverStandingText(standing),
    coverStart: reading.firstCoverStart,
    nextPremium: nextPremium && {
      ...nextPremium,
      reference: premiumReference(application.reference, nextPremium.index),
      amountUsd: application.monthlyPriceUsd,
      amountNgn: application.monthlyPriceNgn,
    },
  };
}
