import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import type { ConsentDecision } from '@/domain/orders/beneficiary-invitation';
import type { OrderDetailView } from '@/domain/orders/order-view';
import { mayRemove } from '@/domain/orders/remove-person';
import { useRemovePerson } from '@/web/api/orders';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';

/** The buttons carry the person's full name: at 320 px a long one wraps rather than widening the page. */
const WRAPS = 'w-fit max-w-full py-2 whitespace-normal';

/**
 * 'Remove' for a person who refused or never answered (docs/decisions/052), asked twice: the sponsor confirms
 * with the consequence in words, a new price before payment or a refund after it.
 */
export function RemovePerson({
  order,
  person,
}: {
  order: OrderDetailView;
  person: { beneficiaryId: string; name: string; consent: ConsentDecision | null };
}) {
  const [asking, setAsking] = useState(false);
  const remove = useRemovePerson(order.id);
  if (!mayRemove(order.status, person.consent, order.beneficiaries.length)) return null;
  const consequence =
    order.status === 'pending'
      ? 'The order is priced again without them.'
      : 'Their share of your payment is refunded.';
  if (!asking) {
    return (
      <Button variant="outline" className={WRAPS} onClick={() => setAsking(true)}>
        <UserMinus aria-hidden="true" /> Remove {person.name} from the order
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={`Remove ${person.name}?`}
      className="flex flex-col gap-2 rounded-xl bg-accent-100 p-3"
    >
      <p className="text-ink">
        Remove {person.name} from the order? {consequence} This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          className={WRAPS}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(person.beneficiaryId, {
              onSuccess: (updated) =>
                toast.success(`${person.name} was removed`, { description: updated.refunds.at(-1)?.text }),
              onError: (error) =>
                toast.error(
                  error instanceof ApiError ? error.message : 'Could not remove them. Please try again.',
                ),
            })
          }
        >
          Yes, remove {person.name}
        </Button>
        <Button variant="outline" className={WRAPS} onClick={() => setAsking(false)}>
          Keep {person.name}
        </Button>
      </div>
    </div>
  );
}
