import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from './error-summary';

interface SummarisedFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (values: Output) => void;
  /** The form's heading (an h2 naming the form), or, without one, `label` names it. */
  title?: { id: string; text: string };
  label?: string;
  /** The fieldset's legend, for screen readers. */
  legend: string;
  idOf: (path: string) => string;
  busy: boolean;
  children: ReactNode;
}

/**
 * A short form on the shared schema: its heading, the error summary above the fields (focused on a refused submit),
 * and the fields in a fieldset that is disabled while the request runs.
 */
export function SummarisedForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  title,
  label,
  legend,
  idOf,
  busy,
  children,
}: SummarisedFormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        aria-labelledby={title?.id}
        aria-label={title ? undefined : label}
      >
        {title && (
          <h2 id={title.id} className="mb-3 text-lg font-semibold text-ink">
            {title.text}
          </h2>
        )}
        <ErrorSummary
          errors={form.formState.errors}
          focusKey={form.formState.submitCount}
          idOf={idOf}
          className="mb-4"
        />
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <legend className="sr-only">{legend}</legend>
          {children}
        </fieldset>
      </form>
    </FormProvider>
  );
}
