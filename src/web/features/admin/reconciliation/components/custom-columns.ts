/** The Bank choice that asks for the export's own column names instead of a preset. */
export const CUSTOM_COLUMNS = 'custom';

/** Where the export keeps the money: credits and debits apart, or one signed amount. */
export const MONEY_LAYOUTS = {
  split: 'A credit and a debit column',
  signed: 'One signed amount column',
} as const;
export type MoneyLayout = keyof typeof MONEY_LAYOUTS;

/** The custom-columns fields as the form holds them: every control's text, empty when left blank. */
export interface ColumnValues {
  bookingDate: string;
  narration: string;
  reference: string;
  payerName: string;
  moneyLayout: MoneyLayout;
  credit: string;
  debit: string;
  amount: string;
  dateFormat: string;
  numbers: 'naira' | 'european';
  delimiter: string;
}

export const EMPTY_COLUMNS: ColumnValues = {
  bookingDate: '',
  narration: '',
  reference: '',
  payerName: '',
  moneyLayout: 'split',
  credit: '',
  debit: '',
  amount: '',
  dateFormat: '',
  numbers: 'naira',
  delimiter: ',',
};

/** How amounts are written: '1,250,000.00' or '1.250.000,00'. */
export const NUMBER_STYLES = {
  naira: { label: '1,250,000.00', decimal: '.', thousands: ',' },
  european: { label: '1.250.000,00', decimal: ',', thousands: '.' },
} as const;

export const DELIMITERS = { ',': 'Comma', ';': 'Semicolon', '\t': 'Tab' } as const;

const given = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The mapping the server's schema checks (CsvMappingInputSchema): blank optional columns left out, and only the
 * money columns of the layout chosen, so a credit column typed before switching to one amount is not sent.
 */
export function mappingInput(values: ColumnValues): Record<string, string | undefined> {
  const split = values.moneyLayout === 'split';
  const numbers = NUMBER_STYLES[values.numbers];
  return {
    bookingDate: values.bookingDate.trim(),
    narration: values.narration.trim(),
    reference: given(values.reference),
    payerName: given(values.payerName),
    credit: split ? values.credit.trim() : undefined,
    debit: split ? values.debit.trim() : undefined,
    amount: split ? undefined : values.amount.trim(),
    dateFormat: values.dateFormat || undefined,
    decimal: numbers.decimal,
    thousands: numbers.thousands,
    delimiter: values.delimiter,
  };
}

/**
 * The form field a mapping problem belongs on. The schema puts "credit and debit, or one amount" on `amount`; with
 * two columns chosen, that field is not on the screen, so the message goes on the credit column.
 */
export function columnField(key: string, layout: MoneyLayout): keyof ColumnValues {
  if (key === 'amount' && layout === 'split') return 'credit';
  if (key === 'decimal' || key === 'thousands') return 'numbers';
  return key as keyof ColumnValues;
}
