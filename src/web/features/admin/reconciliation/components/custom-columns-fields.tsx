import { useWatch, type Path } from 'react-hook-form';
import { STATEMENT_DATE_FORMATS } from '@/domain/reconciliation/statement-values';
import { Field } from '@/web/components/forms/field';
import { Input } from '@/web/components/ui/input';
import { DELIMITERS, MONEY_LAYOUTS, NUMBER_STYLES, type ColumnValues } from './custom-columns';

type Values = { columns: ColumnValues };

/**
 * The export's own column names, for a bank no preset knows (issue 32: "configurable column mapping"): each as
 * the header row spells it; case, spaces and dots do not matter.
 */
export function CustomColumnsFields({
  selectClasses,
  idOf,
}: {
  selectClasses: string;
  /** The id of a field's control, as the form's error summary links to it. */
  idOf: (name: string) => string;
}) {
  const layout = useWatch<Values, 'columns.moneyLayout'>({ name: 'columns.moneyLayout' });
  const column = (name: Path<Values>, label: string, optional = false) => (
    <Field<Values>
      name={name}
      id={idOf(name)}
      label={label}
      hint={optional ? 'Optional' : undefined}
      required={!optional}
    >
      {(control) => <Input {...control} autoComplete="off" maxLength={80} />}
    </Field>
  );
  const choice = (name: Path<Values>, label: string, options: Record<string, string>, prompt?: string) => (
    <Field<Values> name={name} id={idOf(name)} label={label} required>
      {(control) => (
        <select {...control} className={selectClasses}>
          {prompt && <option value="">{prompt}</option>}
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const dateFormats = Object.fromEntries(STATEMENT_DATE_FORMATS.map((format) => [format, format]));
  const numberStyles = Object.fromEntries(
    Object.entries(NUMBER_STYLES).map(([name, style]) => [name, style.label]),
  );

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-line p-4">
      <legend className="px-1 font-semibold text-ink">
        The export’s columns, as its header row names them
      </legend>
      {column('columns.bookingDate', 'Date column')}
      {choice('columns.dateFormat', 'How dates are written', dateFormats, 'Choose the date format')}
      {column('columns.narration', 'Narration column')}
      {column('columns.reference', 'Reference column', true)}
      {column('columns.payerName', 'Payer’s name column', true)}
      {choice('columns.moneyLayout', 'Money (a signed amount has a minus sign for debits)', MONEY_LAYOUTS)}
      {layout === 'signed' ? (
        column('columns.amount', 'Amount column')
      ) : (
        <>
          {column('columns.credit', 'Credit column')}
          {column('columns.debit', 'Debit column')}
        </>
      )}
      {choice('columns.numbers', 'How amounts are written', numberStyles)}
      {choice('columns.delimiter', 'Separator between columns', DELIMITERS)}
    </fieldset>
  );
}
