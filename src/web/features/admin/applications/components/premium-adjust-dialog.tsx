import { useState } from 'react';
import { formatCalendarDate } from '@/domain/calendar-date';
import { PremiumActionSchema, REASON_MAX_LENGTH } from '@/domain/funeral/funeral-ledger';
import { formatNgn } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { FormDialog } from '../../components/form-dialog';
import { OneFieldForm } from '../../components/one-field-form';
import { useAdjustPremium, type PremiumAdjustment } from '../api/admin-applications';

/** The premium acted on: the next one due (a waiver) or the latest paid (a refund). */
export interface AdjustedPremium {
  index: number;
  reference: string;
  amountNgn: number;
  /** Due on, for a waiver; paid on, for a refund. */
  day: string;
}

const ReasonSchema = PremiumActionSchema.pick({ reason: true });

const WORDS = {
  waive: {
    button: 'Waive premium',
    title: (reference: string) => `Waive premium ${reference}`,
    description: (premium: AdjustedPremium) =>
      `${formatNgn(premium.amountNgn)} due ${formatCalendarDate(premium.day)}. It counts as paid, with no money taken, and the holder is told.`,
    done: (reference: string) => `Premium ${reference} waived`,
  },
  refund: {
    button: 'Record refund',
    title: (reference: string) => `Refund premium ${reference}`,
    description: (premium: AdjustedPremium) =>
      `${formatNgn(premium.amountNgn)} paid ${formatCalendarDate(premium.day)}. Record it once the money is back with the holder: the premium is unpaid again, and the holder is told.`,
    done: (reference: string) => `Refund of ${reference} recorded`,
  },
} satisfies Record<PremiumAdjustment, unknown>;

/** Waive the next premium or refund the latest paid, with a reason (decision 065), in a dialog over the premiums. */
export function PremiumAdjustDialog({
  applicationId,
  action,
  premium,
}: {
  applicationId: string;
  action: PremiumAdjustment;
  premium: AdjustedPremium;
}) {
  const [open, setOpen] = useState(false);
  const adjust = useAdjustPremium(applicationId, action);
  const words = WORDS[action];

  // Awaited rather than through mutate's callbacks: the answer can take this dialog's button away.
  const submit = async ({ reason }: { reason: string }) => {
    await adjust.mutateAsync({ premiumIndex: premium.index, reason });
    setOpen(false);
    toast.success(words.done(premium.reference));
  };

  return (
    <FormDialog
      title={words.title(premium.reference)}
      description={words.description(premium)}
      trigger={
        <Button variant="outline">
          {words.button}
          <span className="sr-only"> {premium.reference}</span>
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
    >
      <OneFieldForm
        schema={ReasonSchema}
        name="reason"
        id="premium-reason"
        label="Reason"
        description="Kept in the audit log with what you do here."
        maxLength={REASON_MAX_LENGTH}
        multiline
        submitLabel={words.button}
        busy={adjust.isPending}
        onSubmit={submit}
      />
    </FormDialog>
  );
}
