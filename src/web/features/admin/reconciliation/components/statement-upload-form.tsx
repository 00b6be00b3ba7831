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
import { ApiError } from '@/web/lib/api-client';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { useUploadStatement } from '../api/admin-reconciliation';
import {
  columnField,
  CUSTOM_COLUMNS,
  EMPTY_COLUMNS,
  mappingInput,
  type ColumnValues,
} from './custom-columns';
import { CustomColumnsFields } from './custom-columns-fields';

type Values = {
  format: string;
  preset: string;
  columns: ColumnValues;
  account: string;
  currency: string;
  content?: FileList;
};
const COLUMN_FIELDS = Object.keys(EMPTY_COLUMNS).map((key) => `columns.${key}` as Path<Values>);
const FIELDS: Path<Values>[] = ['format', 'preset', ...COLUMN_FIELDS, 'account', 'currency', 'content'];
const idOf = (name: string) => `statement-${name.replaceAll('.', '-')}`;
const selectClasses = cn(controlClasses, 'min-h-11 py-2');

/**
 * The form field an issue of the server's schema belongs on: the custom columns' own fields for the mapping's
 * ('mapping.narration' is 'columns.narration'), else the top-level field it names.
 */
function fieldOf(path: readonly PropertyKey[], values: Values): Path<Values> {
  const [first, second] = path.map(String);
  if (first === 'mapping' && second) return `columns.${columnField(second, values.columns.moneyLayout)}`;
  return (first ?? 'content') as Path<Values>;
}

/** A server refusal with its mapping fields renamed to the form's, so each message lands on its column. */
function onColumnFields(refusal: unknown, values: Values): unknown {
  if (!(refusal instanceof ApiError)) return refusal;
  const fields = Object.fromEntries(
    Object.entries(refusal.fields).map(([key, message]) => [fieldOf(key.split('.'), values), message]),
  );
  return new ApiError(refusal.status, refusal.code, refusal.message, fields);
}

/** The file's text and the choices, checked by the server's own schema before they are sent. */
async function payloadOf(values: Values) {
  const file = values.content?.[0];
  const csv = values.format === 'csv';
  const custom = csv && values.preset === CUSTOM_COLUMNS;
  const input = {
    format: values.format || undefined,
    preset: csv && !custom ? values.preset || undefined : undefined,
    mapping: custom ? mappingInput(values.columns) : undefined,
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
    defaultValues: { format: 'csv', preset: '', columns: EMPTY_COLUMNS, account: '', currency: 'NGN' },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const csv = useWatch({ control: form.control, name: 'format' }) === 'csv';
  const custom = useWatch({ control: form.control, name: 'preset' }) === CUSTOM_COLUMNS;

  const submit = form.handleSubmit(async (values) => {
    // Larger than any statement (a character is at least a byte): refused without reading it.
    if ((values.content?.[0]?.size ?? 0) > MAX_STATEMENT_CHARS) {
      form.setError('content', { type: 'schema', message: RECONCILIATION_MESSAGES.contentTooLarge });
      return;
    }
    const parsed = await payloadOf(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path, values);
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
      applyServerRefusal(onColumnFields(refusal, values), form.setError, FIELDS);
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
                    <option value={CUSTOM_COLUMNS}>Another bank: name its columns</option>
                  </select>
                )}
              </Field>
              {custom && <CustomColumnsFields selectClasses={selectClasses} idOf={idOf} />}
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
