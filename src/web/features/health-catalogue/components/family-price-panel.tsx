import { FamilyAgesForm } from './family-ages-form';

interface FamilyPricePanelProps {
  ages: readonly number[];
  /** Whether the comparison table is on the page to show the prices in. */
  plansShown: boolean;
  disabled: boolean;
  onApply: (ages: number[]) => void;
}

const agesText = (ages: readonly number[]) =>
  ages.length === 1 ? `age ${ages[0]}` : `ages ${ages.slice(0, -1).join(', ')} and ${ages.at(-1)}`;

/** 'Price for your family': the ages form, and a line (announced) saying what the table now shows. */
export function FamilyPricePanel({ ages, plansShown, disabled, onApply }: FamilyPricePanelProps) {
  const count = ages.length === 1 ? '1 person' : `${ages.length} people`;
  return (
    <section
      aria-labelledby="family-price-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id="family-price-heading" className="text-lg font-bold text-ink">
          Price for your family
        </h3>
        <p className="text-ink-muted">
          Enter the age of each person to cover, as it will be when cover starts, to see what each plan costs
          for all of them.
        </p>
      </div>
      <FamilyAgesForm ages={ages} disabled={disabled} onApply={onApply} />
      <p role="status" className="text-sm font-medium text-ink empty:hidden">
        {ages.length === 0
          ? ''
          : plansShown
            ? `The table shows each plan’s price for ${count}, ${agesText(ages)}.`
            : `Prices for ${count}, ${agesText(ages)}, show in the table once at least two plans are chosen.`}
      </p>
    </section>
  );
}
