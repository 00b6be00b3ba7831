import { isCalendarDate } from '../calendar-date';
import type { ParsedStatement, StatementCredit } from './statement-credit';
import { childAt, childrenNamed, readXml, textAt, XmlSyntaxError, type XmlElement } from './xml-reader';

/** camt.053 versions 02 to 13 share what we read; .02 and .08 are the ones banks send most, and tested. */
const CAMT053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(0[2-9]|1[0-3])$/;

/** A camt.053 amount (xs:decimal, at most 5 fraction digits) in minor units of a two-decimal currency. */
function minorOf(text: string | null): number | null {
  const match = text === null ? null : /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** BookgDt and ValDt hold a Dt, or a DtTm whose day as the bank wrote it is the day. */
function dateOf(element: XmlElement | undefined): string | null {
  const text = textAt(element, 'Dt') ?? textAt(element, 'DtTm')?.slice(0, 10) ?? null;
  return text && isCalendarDate(text) ? text : null;
}

/** Everything a payer's bank passed on about one transfer, for the matcher to find references in. */
function remittanceTexts(details: XmlElement | undefined): string[] {
  const remittance = childAt(details, 'RmtInf');
  const texts = [
    ...childrenNamed(remittance, 'Ustrd').map((element) => element.text.trim()),
    ...childrenNamed(remittance, 'Strd').map((strd) => textAt(strd, 'CdtrRefInf/Ref') ?? ''),
    textAt(details, 'Refs/EndToEndId') ?? '',
    textAt(details, 'AddtlTxInf') ?? '',
  ];
  return texts.filter((text) => text !== '' && text !== 'NOTPROVIDED');
}

/** The payer: Dbtr/Nm up to version 07, Dbtr/Pty/Nm from 08 on. */
const payerOf = (details: XmlElement | undefined) =>
  textAt(details, 'RltdPties/Dbtr/Nm') ?? textAt(details, 'RltdPties/Dbtr/Pty/Nm');

/** Entry status: a text in .02 ('BOOK'), a code in .08 (<Sts><Cd>BOOK</Cd></Sts>). */
const statusOf = (entry: XmlElement) => textAt(entry, 'Sts/Cd') ?? textAt(entry, 'Sts');

type EntryOutcome = StatementCredit[] | 'debit' | 'skip' | string;

function readEntry(entry: XmlElement, account: string): EntryOutcome {
  const direction = textAt(entry, 'CdtDbtInd');
  if (direction !== 'CRDT' && direction !== 'DBIT')
    return `CdtDbtInd '${direction ?? ''}' is neither CRDT nor DBIT`;
  const status = statusOf(entry);
  if (!status) return 'the entry has no status (Sts)';
  // A reversal undoes an earlier entry, and a pending entry may never be booked: neither pays anything.
  if (status !== 'BOOK' || textAt(entry, 'RvslInd') === 'true') return 'skip';
  if (direction === 'DBIT') return 'debit';
  const amount = childAt(entry, 'Amt');
  const amountMinor = minorOf(amount?.text.trim() ?? null);
  const currency = amount?.attributes.Ccy ?? '';
  if (amountMinor === null || amountMinor === 0)
    return `amount '${amount?.text.trim() ?? ''}' is not an amount in minor units`;
  if (!/^[A-Z]{3}$/.test(currency)) return `the amount's currency '${currency}' is not an ISO 4217 code`;
  const bookingDate = dateOf(childAt(entry, 'BookgDt'));
  if (!bookingDate) return 'the entry has no booking date (BookgDt)';
  const valueDate = dateOf(childAt(entry, 'ValDt')) ?? bookingDate;
  const entryId = textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef');
  const entryNote = textAt(entry, 'AddtlNtryInf');
  const transactions = childrenNamed(entry, 'NtryDtls').flatMap((details) =>
    childrenNamed(details, 'TxDtls'),
  );
  const base = { bookingDate, valueDate, currency, account, sourceLine: entry.line };
  const narrationOf = (texts: (string | null)[]) => texts.filter((text) => text).join(' | ');
  const amounts = transactions.map((tx) => minorOf(textAt(tx, 'AmtDtls/TxAmt/Amt') ?? textAt(tx, 'Amt')));
  // A batch booking: one entry for several transfers, each with its own amount and remittance.
  if (transactions.length > 1 && amounts.every((minor) => minor !== null)) {
    if (amounts.reduce((sum, minor) => sum! + minor!, 0) !== amountMinor) {
      return "the transactions' amounts do not add up to the entry's";
    }
    return transactions.map((tx, index) => ({
      ...base,
      bankLineId: `${entryId ?? entry.line}/${textAt(tx, 'Refs/AcctSvcrRef') ?? index + 1}`,
      amountMinor: amounts[index]!,
      narration: narrationOf(remittanceTexts(tx)),
      payerName: payerOf(tx),
    }));
  }
  return [
    {
      ...base,
      bankLineId: entryId,
      amountMinor,
      narration: narrationOf([...transactions.flatMap(remittanceTexts), entryNote]),
      payerName: transactions.map(payerOf).find((name) => name) ?? null,
    },
  ];
}

/**
 * An ISO 20022 camt.053 bank-to-customer statement (issue 32 point 2): the booked credits of every statement in it,
 * debits, pending entries and reversals left out and counted, an entry it cannot read reported with its line.
 * Anything but well-formed camt.053 is refused whole, through the strict reader (no DOCTYPE, no entities).
 */
export function parseCamt053(xml: string): ParsedStatement {
  const parsed: ParsedStatement = { credits: [], debits: 0, skipped: 0, errors: [] };
  let document: XmlElement;
  try {
    document = readXml(xml);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    return { ...parsed, errors: [{ line: error.line, reason: error.message }] };
  }
  const statementRoot = childAt(document, 'BkToCstmrStmt');
  if (document.name !== 'Document' || !CAMT053.test(document.namespace ?? '') || !statementRoot) {
    return { ...parsed, errors: [{ line: document.line, reason: 'not an ISO 20022 camt.053 statement' }] };
  }
  for (const statement of childrenNamed(statementRoot, 'Stmt')) {
    const account = textAt(statement, 'Acct/Id/IBAN') ?? textAt(statement, 'Acct/Id/Othr/Id');
    if (!account) {
      parsed.errors.push({ line: statement.line, reason: 'the statement names no account (Acct/Id)' });
      continue;
    }
    for (const entry of childrenNamed(statement, 'Ntry')) {
      const outcome = readEntry(entry, account);
      if (typeof outcome !== 'string') parsed.credits.push(...outcome);
      else if (outcome === 'debit') parsed.debits++;
      else if (outcome === 'skip') parsed.skipped++;
      else parsed.errors.push({ line: entry.line, reason: outcome });
    }
  }
  return parsed;
}
