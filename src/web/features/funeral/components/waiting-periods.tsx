import { Clock } from 'lucide-react';
import { FUNERAL_WAITING_PERIODS } from '@/domain/funeral/funeral-plan';

const { naturalDeathMonths, accidentalDeathMonths } = FUNERAL_WAITING_PERIODS;
const NATURAL = `${naturalDeathMonths} months for natural death`;
const ACCIDENTAL =
  accidentalDeathMonths === 0
    ? 'No waiting period for accidental death'
    : `${accidentalDeathMonths} months for accidental death`;

/** The waiting periods, stated before anyone applies (DECISIONS 23). */
export function WaitingPeriods() {
  return (
    <section
      aria-labelledby="waiting-periods-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="waiting-periods-heading" className="flex items-center gap-2 font-bold text-ink">
        <Clock aria-hidden="true" className="size-5 text-brand-700" /> Waiting periods
      </h2>
      <ul className="mt-2 list-disc pl-6 text-sm text-ink">
        <li>{NATURAL}</li>
        <li>{ACCIDENTAL}</li>
      </ul>
    </section>
  );
}
