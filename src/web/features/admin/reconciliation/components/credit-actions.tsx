import { useState } from 'react';
import {
  AssignCreditSchema,
  DismissCreditSchema,
  type CreditView,
} from '@/domain/reconciliation/reconciliation-admin';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { FormDialog } from '../../components/form-dialog';
import { OneFieldForm } from '../../components/one-field-form';
import { useAssignCredit, useDismissCredit } from '../api/admin-reconciliation';
import { statementMoney } from './statement-money';

/** 'Assign…' and 'Dismiss…' for one credit: a reference it pays, or why it pays nothing of ours. */
export function CreditActions({ credit }: { credit: CreditView }) {
  const [assigning, setAssigning] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const assign = useAssignCredit(credit.id);
  const dismiss = useDismissCredit(credit.id);
  const amount = statementMoney(credit.amountMinor, credit.currency);
  const of = (
    <span className="sr-only">
      {' '}
      the credit of {amount} on line {credit.sourceLine}
    </span>
  );

  // Awaited: the row leaves the list once decided, and mutate's callbacks do not run once it is gone.
  const assignTo = async ({ reference }: { reference: string }) => {
    const decision = await assign.mutateAsync(reference);
    setAssigning(false);
    toast.success(`Credit of ${amount} confirmed for ${decision.reference}`);
  };
  const dismissWith = async ({ reason }: { reason: string }) => {
    await dismiss.mutateAsync(reason);
    setDismissing(false);
    toast.success(`Credit of ${amount} dismissed`);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <FormDialog
        title="Assign to a reference"
        description={`${amount}: the order, application or premium it pays is marked paid, and its customer told.`}
        trigger={<Button variant="outline">Assign{of}</Button>}
        open={assigning}
        onOpenChange={setAssigning}
      >
        <OneFieldForm
          schema={AssignCreditSchema}
          name="reference"
          id={`assign-${credit.id}`}
          label="Reference"
          description="An order's confirmation number, or an application's reference (DH…, PA…, FA…)."
          maxLength={40}
          submitLabel="Confirm payment"
          busy={assign.isPending}
          onSubmit={assignTo}
        />
      </FormDialog>
      <FormDialog
        title="Dismiss this credit"
        description={`${amount}: it leaves the queue, with your reason kept.`}
        trigger={<Button variant="outline">Dismiss{of}</Button>}
        open={dismissing}
        onOpenChange={setDismissing}
      >
        <OneFieldForm
          schema={DismissCreditSchema}
          name="reason"
          id={`dismiss-${credit.id}`}
          label="Reason"
          description="Why it pays nothing of ours: a refund from a supplier, a test transfer."
          maxLength={500}
          multiline
          submitLabel="Dismiss credit"
          busy={dismiss.isPending}
          onSubmit={dismissWith}
        />
      </FormDialog>
    </div>
  );
}
