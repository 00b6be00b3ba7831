/**
 * The PDF object syntax (ISO 32000-1, 7.2–7.3): enough to read every object of a file as a tree of values, so that
 * pdf-objects.ts judges dictionaries by their keys and values rather than by bytes that happen to spell a name.
 * A string is a string wherever its parentheses are, so `(stream\n)` no longer looks like the start of a stream.
 */
export type PdfValue =
  /** Every entry as written: a repeated key is kept twice, so a reader that takes either one is judged. */
  | { kind: 'dict'; entries: [string, PdfValue][] }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'name'; name: string }
  | { kind: 'string' }
  | { kind: 'number'; value: number }
  | { kind: 'ref' }
  | { kind: 'keyword'; word: string };

export class PdfSyntaxError extends Error {}

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const VALUE_KEYWORDS = new Set(['true', 'false', 'null']);
/** Nesting deeper than this is no document anyone wrote; it only costs stack. */
const MAX_DEPTH = 100;

export class PdfLexer {
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
  ) {}

  atEnd(): boolean {
    this.skipSpace();
    return this.pos >= this.bytes.length;
  }

  skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos] ?? 0;
      if (WHITESPACE.has(byte)) this.pos += 1;
      else if (byte === 0x25) {
        while (this.pos < bytes.length && bytes[this.pos] !== 10 && bytes[this.pos] !== 13) this.pos += 1;
      } else return;
    }
  }

  /** A regular token (a number or a keyword): the bytes up to the next delimiter or space. */
  word(): string {
    this.skipSpace();
    const start = this.pos;
    while (this.pos < this.bytes.length) {
      const byte = this.bytes[this.pos] ?? 0;
      if (WHITESPACE.has(byte) || DELIMITERS.has(byte)) break;
      this.pos += 1;
    }
    if (start === this.pos) throw new PdfSyntaxError(`unexpected byte at ${start}`);
    return Buffer.from(this.bytes.subarray(start, this.pos)).toString('latin1');
  }

  peekWord(): string | undefined {
    const saved = this.pos;
    try {
      return this.word();
    } catch {
      return undefined;
    } finally {
      this.pos = saved;
    }
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new PdfSyntaxError('nested too deep');
    this.skipSpace();
    const byte = this.bytes[this.pos];
    if (byte === undefined) throw new PdfSyntaxError('unexpected end of file');
    if (byte === 0x2f) return { kind: 'name', name: this.name() };
    if (byte === 0x28) return this.literalString();
    if (byte === 0x5b) return this.array(depth);
    if (byte === 0x3c) {
      if (this.bytes[this.pos + 1] === 0x3c) return this.dictionary(depth);
      return this.hexString();
    }
    const word = this.word();
    if (!NUMBER.test(word)) {
      // Only true, false and null are values; `obj`, `stream` and the rest are not, wherever they appear.
      if (!VALUE_KEYWORDS.has(word)) throw new PdfSyntaxError(`unexpected ${word} at ${this.pos}`);
      return { kind: 'keyword', word };
    }
    // `12 0 R`: an integer, a generation and R make one reference.
    const saved = this.pos;
    if (/^\d+$/.test(word)) {
      const generation = this.peekWord();
      if (generation !== undefined && /^\d+$/.test(generation)) {
        this.word();
        if (this.peekWord() === 'R') {
          this.word();
          return { kind: 'ref' };
        }
      }
    }
    this.pos = saved;
    return { kind: 'number', value: Number(word) };
  }

  private name(): string {
    this.pos += 1;
    const start = this.pos;
    while (this.pos < this.bytes.length) {
      const byte = this.bytes[this.pos] ?? 0;
      if (WHITESPACE.has(byte) || DELIMITERS.has(byte)) break;
      this.pos += 1;
    }
    const raw = Buffer.from(this.bytes.subarray(start, this.pos)).toString('latin1');
    // '#xx' escapes a byte: /J#61vaScript is /JavaScript.
    return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }

  private literalString(): PdfValue {
    let depth = 0;
    while (this.pos < this.bytes.length) {
      const byte = this.bytes[this.pos];
      this.pos += 1;
      if (byte === 0x5c) this.pos += 1;
      else if (byte === 0x28) depth += 1;
      else if (byte === 0x29 && --depth === 0) return { kind: 'string' };
    }
    throw new PdfSyntaxError('unterminated string');
  }

  private hexString(): PdfValue {
    const end = this.bytes.indexOf(0x3e, this.pos);
    if (end < 0) throw new PdfSyntaxError('unterminated hex string');
    const body = Buffer.from(this.bytes.subarray(this.pos + 1, end)).toString('latin1');
    if (!/^[\s0-9a-fA-F]*$/.test(body)) throw new PdfSyntaxError('bad hex string');
    this.pos = end + 1;
    return { kind: 'string' };
  }

  private array(depth: number): PdfValue {
    this.pos += 1;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.bytes[this.pos] === 0x5d) {
        this.pos += 1;
        return { kind: 'array', items };
      }
      items.push(this.value(depth + 1));
    }
  }

  private dictionary(depth: number): PdfValue {
    this.pos += 2;
    const entries: [string, PdfValue][] = [];
    for (;;) {
      this.skipSpace();
      if (this.bytes[this.pos] === 0x3e && this.bytes[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return { kind: 'dict', entries };
      }
      const key = this.value(depth + 1);
      if (key.kind !== 'name') throw new PdfSyntaxError('dictionary key is not a name');
      entries.push([key.name, this.value(depth + 1)]);
    }
  }
}
