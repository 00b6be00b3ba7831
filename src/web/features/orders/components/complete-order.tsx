import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ORDER_MESSAGES } from '@/domain/orders/order.schema';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { paths } from '@/web/config/paths';

interface CompleteOrderProps {
  processing: boolean;
  onComplete: () => void;
}

/** The terms checkbox and 'Complete Order', which stays disabled until the terms are accepted. */
export function CompleteOrder({ processing, onComplete }: CompleteOrderProps) {
  const [accepted, setAccepted] = useState(false);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <Checkbox
          id="accept-terms"
          checked={accepted}
          onCheckedChange={(checked) => setAccepted(checked === true)}
        />
        <Label htmlFor="accept-terms" className="font-normal leading-6">
          I agree to the{' '}
          <Link
            to={paths.termsAndConditions}
            target="_blank"
            className="font-semibold text-brand-800 underline"
          >
            Terms and Conditions<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </Label>
      </div>
      {!accepted && (
        <p id={hintId} className="text-sm text-ink-muted">
          {ORDER_MESSAGES.terms}
        </p>
      )}
      <Button
        type="button"
        size="lg"
        disabled={!accepted || processing}
        aria-describedby={accepted ? undefined : hintId}
        onClick={onComplete}
      >
        {processing ? 'Processing...' : 'Complete Order'}
      </Button>
    </div>
  );
}
