import { useState, type ReactNode } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { AdminFuneralPlanView, CreateFuneralPlan } from '@/domain/funeral/funeral-plan-admin';
import { toast } from '@/web/components/ui/toaster';
import { FormDialog } from '../../components/form-dialog';
import { showSaveError } from '../../components/save-error';
import { useCreateFuneralPlan, useUpdateFuneralPlan } from '../api/admin-funeral-plans';
import { PlanForm, type PlanFormValues } from './plan-form';

interface PlanDialogProps {
  /** The plan to edit; none to add one. */
  plan?: AdminFuneralPlanView;
  /** The button that opens the dialog. */
  trigger: ReactNode;
}

/** Adds a plan or edits one, in a dialog over the list. */
export function PlanDialog({ plan, trigger }: PlanDialogProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateFuneralPlan();
  const update = useUpdateFuneralPlan(plan?.id ?? '');
  const saving = plan ? update : create;

  const submit = (values: CreateFuneralPlan, setError: UseFormSetError<PlanFormValues>) =>
    saving.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        toast.success(plan ? 'Plan saved' : 'Plan added');
      },
      onError: (error) => showSaveError(error, setError),
    });

  return (
    <FormDialog
      title={plan ? 'Edit plan' : 'Add plan'}
      description="Amounts in dollars and naira. Applications already made keep the plan as it was when they were made."
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
    >
      <PlanForm plan={plan} busy={saving.isPending} onSubmit={submit} />
    </FormDialog>
  );
}
