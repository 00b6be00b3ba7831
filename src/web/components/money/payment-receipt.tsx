import { Download } from 'lucide-react';
import type { OrderView } from '@/domain/orders/order-view';
import { paidText } from '@/domain/payments/amount-to-pay';
import { receiptLines } from '@/domain/payments/receipt';
import { receiptPdfUrl } from '@/web/api/orders';
import { Button } from '@/web/components/ui/button';
import { FactList } from '@/web/components/ui/fact-list';

/**
 * A paid order's receipt (docs/decisions/051): what was actually taken, in its currency, how and when, the
 * refunds of anyone removed since, and the same as a PDF. The success page, the order page and the console show it.
 */
export function PaymentReceipt({ order }: { order: OrderView }) {
  const { payment } = order;
  if (!payment) return null;
  return (
    <section
      aria-labelledby={`receipt-${order.id}`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
      data-testid="receipt"
    >
      <h2 id={`receipt-${order.id}`} className="text-lg font-bold text-ink">
        Receipt
      </h2>
      <p className="font-semibold text-ink">{paidText(payment)}</p>
      <FactList facts={receiptLines(payment, order.refunds)} dense />
      {order.refunds.map((refund) => (
        <p key={refund.id} role="status" className="text-ink">
          {refund.text}
        </p>
      ))}
      <Button asChild variant="outline" size="lg">
        <a href={receiptPdfUrl(order.id)} download={`receipt-${order.confirmationNumber}.pdf`}>
          <Download aria-hidden="true" />
          Download receipt (PDF)
        </a>
      </Button>
    </section>
  );
}
