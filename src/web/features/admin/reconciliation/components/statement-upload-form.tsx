import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { CSV_PRESETS } from '@/domain/reconciliation/csv-column-mapping';
import { TRANSFER_CURRENCIES } from '@/domain/payments/bank-transfer';
import {
  CSV_PRESET_NAMES,
  MAX_STATEMENT_CHARS,
  RECONCILIATION_MESSAGES,
  STATEMENT_FORMAT_LABELS,
  STATEMENT_FORMATS,
  StatementUploadSchema,
} from '@/domain/reconciliation/reconciliation-admin';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input, controlClasses } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { cn } from '@/web/lib/cn';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { useUploadStatement } from '../api/admin-reconciliation';

type Values = { format: string; preset: string; account: string; currency: string; content?: FileList };
const FIELDS: Path<Values>[] = ['format', 'preset', 'account', 'currency', 'content'];
const idOf = (name: string) => `statement-${name}`;
const selectClasses = cn(controlClasses, 'min-h-11 py-2');

/** The file's text and the choices, checked by the server's own schema before they are sent. */
async function payloadOf(values: Values) {
  const file = values.content?.[0];
  const csv = values.format === 'csv';
  const input = {
    format: values.format || undefined,
    preset: csv ? values.preset || undefined : undefined,
    account: csv ? values.account : undefined,
    currency: csv ? values.currency || undefined : undefined,
    fileName: file?.name,
    content: file ? await file.text() : '',
  };
  return StatementUploadSchema.safeParse(input);
}

/**
 * Upload a statement: CSV as the bank exports it (its bank chosen, and the account's number and currency, which
 * the export does not say) or camt.053 XML, which names its own. The server refuses a file with a line it cannot
 * read, naming the lines on the file's field.
 */
export function StatementUploadForm() {
  const upload = useUploadStatement();
  const form = useForm<Values>({
    defaultValues: { format: 'csv', preset: '', account: '', currency: 'NGN' },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const csv = useWatch({ control: form.control, name: 'format' }) === 'csv';

  const submit = form.handleSubmit(async (values) => {
    // Larger than any statement (a character is at least a byte): refused without reading it.
    if ((values.content?.[0]?.size ?? 0) > MAX_STATEMENT_CHARS) {
      form.setError('content', { type: 'schema', message: RECONCILIATION_MESSAGES.contentTooLarge });
      return;
    }
    const parsed = await payloadOf(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'content') as Path<Values>;
        if (!form.getFieldState(field).error)
          form.setError(field, { type: 'schema', message: issue.message });
      }
      return;
    }
    try {
      const result = await upload.mutateAsync(parsed.data);
      form.reset({ ...values, content: undefined });
      toast.success(
        result.alreadyImported
          ? 'This statement was imported before: nothing changed'
          : `Statement imported: ${result.newCredits} new ${result.newCredits === 1 ? 'credit' : 'credits'}`,
      );
    } catch (refusal) {
      applyServerRefusal(refusal, form.setError, FIELDS);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="statement-form-title">
        <h2 id="statement-form-title" className="mb-3 text-lg font-semibold text-ink">
          Upload a statement
        </h2>
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} idOf={idOf} className="mb-4" />
        <fieldset disabled={upload.isPending} className="flex flex-col gap-4">
          <legend className="sr-only">Bank statement</legend>
          <Field<Values> name="format" id={idOf('format')} label="Format">
            {(control) => (
              <select {...control} className={selectClasses}>
                {STATEMENT_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {STATEMENT_FORMAT_LABELS[format]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {csv && (
            <>
              <Field<Values> name="preset" id={idOf('preset')} label="Bank">
                {(control) => (
                  <select {...control} className={selectClasses}>
                    <option value="">Choose the bank</option>
                    {CSV_PRESET_NAMES.map((preset) => (
                      <option key={preset} value={preset}>
                        {CSV_PRESETS[preset].label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field<Values> name="account" id={idOf('account')} label="Account number">
                {(control) => <Input {...control} inputMode="numeric" autoComplete="off" maxLength={34} />}
              </Field>
              <Field<Values> name="currency" id={idOf('currency')} label="Account currency">
                {(control) => (
                  <select {...control} className={selectClasses}>
                    {TRANSFER_CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {currency}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          )}
          <Field<Values>
            name="content"
            id={idOf('content')}
            label="Statement file"
            hint={
              csv
                ? 'The CSV your internet banking exports, at most 5 MB.'
                : 'The camt.053 XML file, at most 5 MB.'
            }
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept={csv ? '.csv,text/csv' : '.xml,application/xml,text/xml'}
              />
            )}
          </Field>
          <Button type="submit" className="self-start">
            {upload.isPending ? 'Uploading…' : 'Upload statement'}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
