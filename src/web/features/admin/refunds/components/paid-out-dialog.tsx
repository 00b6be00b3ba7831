import { useState } from 'react';
import {
  RefundPaidOutSchema,
  type AdminRefundView,
  type RefundPaidOut,
} from '@/domain/payments/refund-share';
import { formatIn } from '@/domain/fx/format';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { FormDialog } from '../../components/form-dialog';
import { OneFieldForm } from '../../components/one-field-form';
import { useRecordRefundPaidOut } from '../api/admin-refunds';

/** 'Record paid out' and its form, over the queue. */
export function PaidOutDialog({ refund }: { refund: AdminRefundView }) {
  const [open, setOpen] = useState(false);
  const record = useRecordRefundPaidOut(refund.id);
  const amount = formatIn(refund.amount, refund.currency);

  // Awaited rather than through mutate's callbacks: the row (and this dialog) leaves the list as soon as the
  // refund is paid out, and mutate's callbacks do not run once their component is gone.
  const submit = async (values: RefundPaidOut) => {
    await record.mutateAsync(values);
    setOpen(false);
    toast.success(`Refund of ${amount} recorded as paid out`);
  };

  return (
    <FormDialog
      title="Record refund paid out"
      description={`Order ${refund.confirmationNumber}: ${amount} for ${refund.personName || 'the person removed'}. The sponsor is told it was sent.`}
      trigger={
        <Button variant="outline">
          Record paid out<span className="sr-only"> for order {refund.confirmationNumber}</span>
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
    >
      <OneFieldForm
        schema={RefundPaidOutSchema}
        name="reference"
        id="refund-reference"
        label="Bank reference"
        description="The reference of the transfer you sent, as your bank shows it."
        maxLength={100}
        submitLabel="Record paid out"
        busy={record.isPending}
        onSubmit={submit}
      />
    </FormDialog>
  );
}
