import type { TransferLine } from '../../domain/payments/bank-transfer';
import { escapeHtml } from './escape-html';

/** A labelled value: a transfer instruction, or a receipt's line (whose values may wrap). */
export type MailLine = Pick<TransferLine, 'label' | 'value'> & { kind?: TransferLine['kind'] };

/** Labelled values (the transfer instructions, a receipt) as a mail's text part lists them: 'Label: value'. */
export function transferLinesText(lines: readonly MailLine[]): string[] {
  return lines.map(({ label, value }) => `${label}: ${value}`);
}

/** The same values as a mail's HTML part shows them: a two-column table. */
export function transferLinesHtml(lines: readonly MailLine[]): string[] {
  return [
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...lines.map(
      ({ label, value, kind }) =>
        `<tr><th align="left" style="font-weight:normal;padding-right:16px">${escapeHtml(label)}</th>` +
        // Numbers and codes stay on one line in the mail as on the page: a split number gets mistyped.
        `<td style="font-weight:bold${kind === 'code' ? ';font-family:monospace;white-space:nowrap' : ''}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ];
}
