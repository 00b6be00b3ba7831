import { Column, is, SQL } from 'drizzle-orm';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
interface OrderedField {
  path: string[];
  field: unknown;
}
/** The parts of a Drizzle prepared query (node-postgres or PGlite) that its row mapping reads. */
interface MappedStatement {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Step {
  /** The nested object a column goes into (a table in `select({ property: properties })`), if any. */
  parent: string | undefined;
  /** True on the first column of its parent, where the nested object is made: keys keep Drizzle's order. */
  opens: boolean;
  key: string;
  decoder: Decoder;
}

// An SQL column's decoder is typed internal; Drizzle's mapping reads it as this does.
const decoderOfSql = (query: SQL) => (query as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return undefined;
}

function stepsOf(fields: OrderedField[]): Step[] | undefined {
  const steps: Step[] = [];
  const opened = new Set<string>();
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    const key = path.at(-1);
    if (!decoder || key === undefined || path.length > 2) return undefined;
    const parent = path.length === 2 ? path[0] : undefined;
    const opens = parent !== undefined && !opened.has(parent);
    if (parent !== undefined) opened.add(parent);
    steps.push({ parent, opens, key, decoder });
  }
  return steps;
}

/**
 * Drizzle's `mapResultRow`, worked out once per statement instead of for every value of every row: it finds each
 * column's decoder with `is()` and walks the column's path with an iterator each time, which cost a page of 13
 * listings about 20 µs, more than the view and JSON together (docs/decisions/020). The result is the same object,
 * keys in the same order. Statements whose rows Drizzle may set to null (an outer join's missing side) or whose
 * fields are deeper keep Drizzle's own mapping.
 */
export function compileRowMapping<Statement>(statement: Statement): Statement {
  const { fields, joinsNotNullableMap, customResultMapper } = statement as MappedStatement;
  if (!fields || customResultMapper) return statement;
  if (joinsNotNullableMap && Object.values(joinsNotNullableMap).includes(false)) return statement;
  const steps = stepsOf(fields);
  if (!steps) return statement;
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < steps.length; index++) {
      const { parent, opens, key, decoder } = steps[index]!;
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      if (parent === undefined) result[key] = value;
      else (opens ? (result[parent] = {}) : (result[parent] as Record<string, unknown>))[key] = value;
    }
    return result;
  };
  (statement as MappedStatement).customResultMapper = (rows) => rows.map(mapRow);
  return statement;
}
