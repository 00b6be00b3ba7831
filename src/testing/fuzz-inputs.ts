import fc from 'fast-check';

/** Strings that have broken servers: control characters, lone surrogates, huge, encoded tricks, impossible dates. */
const POISON_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u0007\u001b[31m',
  '\u007f',
  '\u0085\u009f',
];

const NASTY_STRINGS = [
  '',
  ' ',
  '\r\n\t',
  '\u202e\u200b\ufeff',
  '😀'.repeat(50),
  'x'.repeat(5_000),
  "'; select pg_sleep(1); --",
  '%',
  '_\\',
  '../../etc/passwd',
  '0000-01-01T00:00:00.000000Z',
  '10000-01-01',
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  '{"a":1}',
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...POISON_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -(2 ** 63)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

/** A nested array as deep as `depth`: parsers and validators that recurse must not fall over. */
const deep = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Any JSON value a client could send in a field's place. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(deep(60, 'x'), deep(1_000, null), Array(2_000).fill('a')) },
);

let emailCount = 0;

/** Plausible values by field name, so one nasty field can sit among valid ones and reach further than the first check. */
function plausible(key: string): unknown {
  const name = key.toLowerCase();
  emailCount += 1;
  if (name.includes('email')) return `fuzz.${emailCount}@example.com`;
  if (name.includes('password')) return 'fuzz-password-12';
  if (name.endsWith('id')) return crypto.randomUUID();
  if (name.includes('date')) return '1990-01-01';
  if (name.includes('amount') || name.includes('price') || name.includes('fee')) return 1000;
  if (name === 'published' || name === 'verified' || name === 'active') return true;
  if (name.includes('code')) return '123456';
  return 'Plausible text value';
}

/** A JSON body: some known fields, each plausible or nasty, and sometimes a field nobody asked for. */
const objectBody = (keys: string[]) =>
  fc
    .record({
      fields: fc.array(fc.tuple(fc.constantFrom(...keys, 'extra'), fc.option(nastyValue, { freq: 2 })), {
        maxLength: keys.length + 1,
      }),
      allPlausible: fc.boolean(),
    })
    .map(({ fields, allPlausible }) => {
      const body: Record<string, unknown> = {};
      if (allPlausible) for (const key of keys) body[key] = plausible(key);
      for (const [key, value] of fields) body[key] = value === null ? plausible(key) : value;
      return JSON.stringify(body);
    });

/** The text poisons that reached the database before (issue 10), each in one field among plausible ones. */
const POISONS = ['a\u0000b', 'x\ud800y'];

export const json = (body: Record<string, unknown>): FuzzBody => ({
  contentType: 'application/json',
  text: JSON.stringify(body),
});

/**
 * Per known field: each text poison with every other field plausible, and a null alone (a plausible neighbour, an
 * email say, is often refused first, before the null reaches anything). The cases a random draw could miss.
 */
export function poisonedBodies(keys: string[]): FuzzBody[] {
  return keys.flatMap((poisoned) => [
    ...POISONS.map((poison) =>
      json(Object.fromEntries(keys.map((key) => [key, key === poisoned ? poison : plausible(key)]))),
    ),
    json({ [poisoned]: null }),
  ]);
}

/** Per path parameter: its value with a NUL, then with a bell, the other parameters real-looking uuids. */
export function poisonedParams(count: number): string[][] {
  return Array.from({ length: count }, (_, poisoned) =>
    ['a%00b', '%07x'].map((poison) =>
      Array.from({ length: count }, (_, index) => (index === poisoned ? poison : crypto.randomUUID())),
    ),
  ).flat();
}

/** One query string per known key with a NUL in its value. */
export const poisonedQueries = (keys: string[]) => keys.map((key) => `${key}=a%00b`);

export interface FuzzBody {
  contentType: string | undefined;
  text: string | undefined;
}

const INVALID_JSON = [
  '{',
  '{"a":',
  '[1,]',
  'nul',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '['.repeat(5_000),
];

/** Every kind of malformed request body: wrong shapes, invalid JSON text, the wrong content type, none at all. */
export function fuzzBody(keys: string[]): fc.Arbitrary<FuzzBody> {
  const json = (text: fc.Arbitrary<string>) =>
    text.map((t): FuzzBody => ({ contentType: 'application/json', text: t }));
  return fc.oneof(
    { weight: 6, arbitrary: json(objectBody(keys.length ? keys : ['name'])) },
    { weight: 2, arbitrary: json(nastyValue.map((value) => JSON.stringify(value) ?? 'null')) },
    { weight: 2, arbitrary: json(fc.constantFrom(...INVALID_JSON)) },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          undefined,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
        ),
        text: fc.constantFrom(undefined, '', 'a=b&a=%00', '{"name":"x"}'),
      }),
    },
  );
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes instead of a throw. */
function encodeLoosely(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

/** A query string for a list: known keys and common ones, with values out of range, repeated or badly encoded. */
export function fuzzQuery(keys: string[]): fc.Arbitrary<string> {
  const allKeys = [...new Set([...keys, 'search', 'q', 'cursor', 'limit', 'status', 'kind', 'role'])];
  const cursorOf = (time: string) => Buffer.from(`${time}|${crypto.randomUUID()}`).toString('base64url');
  const rawValue = fc.oneof(
    nastyString.map(encodeLoosely),
    fc.constantFrom(
      '%00',
      'a%00b',
      '%zz',
      '%E0%A4%A',
      '%ED%A0%80',
      '%C0%AF',
      '-5',
      '1e400',
      'NaN',
      '99999999999999999999',
    ),
    fc
      .constantFrom(
        '0000-01-01T00:00:00.000000Z',
        '10000-01-01T00:00:00.000000Z',
        '1970-01-01T00:00:00.000000Z',
      )
      .map(cursorOf),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...allKeys), rawValue), { minLength: 1, maxLength: 4 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
}

/** Values for a path parameter: real-looking uuids and garbage. */
export const fuzzParam = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom(
    'property',
    'funeral',
    'x',
    '0',
    '-1',
    'a.webp',
    '..%2F..%2Fetc',
    '%00',
    '%ED%A0%80',
    'x'.repeat(300),
  ),
  nastyString.map(encodeLoosely),
);

/** The path with each `:param` replaced. */
export function fillPath(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/:\w+/g, () => values[index++ % Math.max(values.length, 1)] ?? 'x');
}
