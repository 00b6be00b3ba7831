import { premiumReceiptLines, type PremiumReceipt } from '@/domain/funeral/premium-receipt';
import { paidText } from '@/domain/payments/amount-to-pay';
import { FactList } from '@/web/components/ui/fact-list';
import { SectionCard } from '@/web/components/ui/section-card';

/** A receipt for every premium paid on a funeral plan, newest first (docs/decisions/064): the mail's lines. */
export function PremiumReceipts({ receipts }: { receipts: readonly PremiumReceipt[] }) {
  if (receipts.length === 0) return null;
  return (
    <SectionCard title="Premiums paid" contentClassName="flex flex-col gap-4">
      {[...receipts].reverse().map((receipt) => (
        <article
          key={receipt.reference}
          aria-label={`Receipt for premium ${receipt.index + 1}`}
          className="flex flex-col gap-2 border-t border-line pt-4 first:border-t-0 first:pt-0"
          data-testid="premium-receipt"
        >
          <p className="font-semibold text-ink">{paidText(receipt.payment)}</p>
          <FactList facts={premiumReceiptLines(receipt)} dense />
        </article>
      ))}
    </SectionCard>
  );
}
