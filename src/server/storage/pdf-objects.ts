import { inflateSync } from 'node:zlib';
import { PdfLexer, PdfSyntaxError, type PdfValue } from './pdf-syntax';

/**
 * Every object of a PDF, read by its syntax (docs/decisions/058): the file is read from its header to its end as
 * objects, cross-reference tables and trailers, so each incremental update is read with the revision it amends;
 * each object stream is inflated and its objects read too; and an object header anywhere else in the bytes (inside
 * another stream's data, where a cross-reference entry could still point) is read if it parses. Anything else in
 * the file, or an object that does not parse, makes the file unreadable.
 */
export interface PdfObjects {
  /** Every object's value, every trailer, every object stream's objects. */
  values: PdfValue[];
  encrypted: boolean;
}

/** An object stream holds small objects; more than this inflated is no document's object stream. */
const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;
/** All object streams of one file, inflated. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Bytes read looking at object headers outside the body's objects, beyond twice the file's size. */
const HIDDEN_READ_BUDGET = 1024 * 1024;
const OBJECT_HEADER = /(\d{1,10})\s+(\d{1,5})\s+obj\b/g;

interface StreamObject {
  dict: PdfValue;
  data: Uint8Array;
}

export function entry(value: PdfValue, key: string): PdfValue | undefined {
  if (value.kind !== 'dict') return undefined;
  return value.entries.find(([name]) => name === key)?.[1];
}

function isName(value: PdfValue | undefined, name: string): boolean {
  return value?.kind === 'name' && value.name === name;
}

function expectWord(lexer: PdfLexer, word: string): void {
  if (lexer.word() !== word) throw new PdfSyntaxError(`expected ${word} at ${lexer.pos}`);
}

function streamData(lexer: PdfLexer, dict: PdfValue): Uint8Array {
  const { bytes } = lexer;
  // The keyword `stream` ends with CRLF or LF; the data starts after it.
  if (bytes[lexer.pos] === 13) lexer.pos += 1;
  if (bytes[lexer.pos] === 10) lexer.pos += 1;
  const start = lexer.pos;
  const length = entry(dict, 'Length');
  let end = -1;
  if (length?.kind === 'number' && Number.isInteger(length.value) && length.value >= 0) {
    const after = new PdfLexer(bytes, start + length.value);
    if (after.peekWord() === 'endstream') end = start + length.value;
  }
  // A length given by reference (or a wrong one) is found from the keyword instead, as readers do.
  if (end < 0)
    end = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf('endstream', start);
  if (end < 0) throw new PdfSyntaxError('unterminated stream');
  lexer.pos = end;
  expectWord(lexer, 'endstream');
  return bytes.subarray(start, end);
}

/** `N G obj value [stream … endstream] endobj`, the lexer at N. */
function indirectObject(lexer: PdfLexer, streams: StreamObject[]): PdfValue {
  if (!/^\d+$/.test(lexer.word()) || !/^\d+$/.test(lexer.word()))
    throw new PdfSyntaxError('bad object header');
  expectWord(lexer, 'obj');
  const value = lexer.value();
  let next = lexer.word();
  if (next === 'stream') {
    if (value.kind !== 'dict') throw new PdfSyntaxError('stream without a dictionary');
    streams.push({ dict: value, data: streamData(lexer, value) });
    next = lexer.word();
  }
  if (next !== 'endobj') throw new PdfSyntaxError(`expected endobj at ${lexer.pos}`);
  return value;
}

/** The body, from after the header line to the end: objects, `xref` tables, trailers, `startxref` offsets. */
function readBody(bytes: Uint8Array, values: PdfValue[], streams: StreamObject[]): Set<number> {
  const lexer = new PdfLexer(bytes, 0);
  lexer.skipSpace(); // the header is a comment
  const starts = new Set<number>();
  while (!lexer.atEnd()) {
    const word = lexer.peekWord();
    if (word === 'xref') {
      lexer.word();
      // Subsection headers and `0000000017 00000 n` entries, up to the trailer.
      while (lexer.peekWord() !== 'trailer') {
        const item = lexer.word();
        if (!/^(\d+|f|n)$/.test(item)) throw new PdfSyntaxError(`bad cross-reference entry at ${lexer.pos}`);
      }
    } else if (word === 'trailer') {
      lexer.word();
      const trailer = lexer.value();
      if (trailer.kind !== 'dict') throw new PdfSyntaxError('trailer is not a dictionary');
      values.push(trailer);
    } else if (word === 'startxref') {
      lexer.word();
      if (!/^\d+$/.test(lexer.word())) throw new PdfSyntaxError('bad startxref');
    } else if (word !== undefined && /^\d+$/.test(word)) {
      starts.add(lexer.pos);
      values.push(indirectObject(lexer, streams));
    } else {
      throw new PdfSyntaxError(`unexpected ${word ?? 'byte'} at ${lexer.pos}`);
    }
  }
  return starts;
}

/** Object headers the body did not start at: inside stream data, where a cross-reference entry may point. */
function hiddenObjects(
  bytes: Uint8Array,
  read: Set<number>,
  values: PdfValue[],
  streams: StreamObject[],
): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  // Headers inside each other's unclosed strings would make each attempt read to the end: bounded, as no file
  // anyone wrote comes near it.
  let budget = HIDDEN_READ_BUDGET + 2 * bytes.byteLength;
  for (const match of text.matchAll(OBJECT_HEADER)) {
    if (read.has(match.index)) continue;
    const lexer = new PdfLexer(bytes, match.index);
    try {
      values.push(indirectObject(lexer, streams));
    } catch {
      // Bytes of compressed data that merely look like a header: nothing a reader could use.
    }
    budget -= Math.max(lexer.pos - match.index, 1);
    if (budget < 0) throw new PdfSyntaxError('object headers inside each other');
  }
}

function inflated(stream: StreamObject): Uint8Array {
  const filter = entry(stream.dict, 'Filter');
  const filters = filter?.kind === 'array' ? filter.items : filter ? [filter] : [];
  if (filters.length === 0) return stream.data;
  // Object streams are written with Flate and no predictor; anything else is refused rather than guessed at.
  if (filters.length > 1 || !isName(filters[0], 'FlateDecode') || entry(stream.dict, 'DecodeParms')) {
    throw new PdfSyntaxError('object stream with an unsupported filter');
  }
  return inflateSync(stream.data, { maxOutputLength: MAX_OBJECT_STREAM_BYTES });
}

/** An object stream: `N` pairs of object number and offset, then the objects from `First` (7.5.7). */
function objectStreamValues(dict: PdfValue, data: Uint8Array): PdfValue[] {
  const count = entry(dict, 'N');
  const first = entry(dict, 'First');
  if (count?.kind !== 'number' || first?.kind !== 'number')
    throw new PdfSyntaxError('object stream without N');
  const index = new PdfLexer(data, 0);
  const values: PdfValue[] = [];
  for (let i = 0; i < count.value; i += 1) {
    index.word();
    const offset = Number(index.word());
    if (!Number.isInteger(offset)) throw new PdfSyntaxError('bad object stream offset');
    values.push(new PdfLexer(data, first.value + offset).value());
  }
  return values;
}

function hasEncryptEntry(values: PdfValue[]): boolean {
  return values.some((value) => entry(value, 'Encrypt') !== undefined);
}

/** Throws PdfSyntaxError (or a zlib error) when the file does not read as PDF objects. */
export function readPdfObjects(bytes: Uint8Array): PdfObjects {
  const values: PdfValue[] = [];
  const streams: StreamObject[] = [];
  const read = readBody(bytes, values, streams);
  hiddenObjects(bytes, read, values, streams);
  // An encrypted file's object streams are encrypted too: there is nothing more to read, and it is refused anyway.
  if (hasEncryptEntry(values)) return { values, encrypted: true };
  let inflatedBytes = 0;
  for (const stream of streams) {
    if (!isName(entry(stream.dict, 'Type'), 'ObjStm')) continue;
    const data = inflated(stream);
    inflatedBytes += data.byteLength;
    if (inflatedBytes > MAX_INFLATED_BYTES) throw new PdfSyntaxError('object streams too large');
    values.push(...objectStreamValues(stream.dict, data));
  }
  return { values, encrypted: false };
}
