/** One CSV record with the file line it starts on, counted from 1, for the admin's error list. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * Records of RFC 4180 CSV: fields in double quotes may hold the delimiter, line breaks and doubled quotes; CRLF or
 * LF ends a record; a byte-order mark is dropped. A quote inside an unquoted field is kept as text (banks write
 * `5" PIPE`); text after a closing quote, or a quote never closed, is refused with its line, since guessing there
 * could move an amount into the wrong column. No CSV library is installed, and a reader is short (docs/decisions/074).
 */
export function readCsv(text: string, delimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let recordLine = 1;
  let cells: string[] = [];
  let field = '';
  // True once the record has any character, so a last line of one empty quoted field "" is still a record.
  let inRecord = false;
  let i = 0;
  const endField = () => {
    cells.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, cells });
    cells = [];
    inRecord = false;
  };
  while (i < source.length) {
    const char = source[i]!;
    if (char !== '\r' && char !== '\n') inRecord = true;
    if (char === '"' && field === '') {
      const quoteLine = line;
      i++;
      for (;;) {
        if (i >= source.length) throw new CsvSyntaxError(quoteLine, 'a quoted field is never closed');
        const inner = source[i]!;
        if (inner === '"') {
          if (source[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (inner === '\n') line++;
        field += inner;
        i++;
      }
      const after = source[i];
      if (after !== undefined && after !== delimiter && after !== '\n' && after !== '\r') {
        throw new CsvSyntaxError(line, 'text follows a closing quote');
      }
      continue;
    }
    if (char === delimiter) {
      endField();
      i++;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += char;
      i++;
    }
  }
  if (inRecord) endRecord();
  return records;
}
