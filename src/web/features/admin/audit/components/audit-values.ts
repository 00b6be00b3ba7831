import { formatNgn, formatUsd } from '@/domain/money';

const ACRONYMS: Record<string, string> = { usd: 'USD', ngn: 'NGN', url: 'URL', id: 'ID' };

/** 'priceUsd' or 'price_usd' → 'Price USD': a field name as a heading. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/**
 * A recorded value as a person reads it. Amounts are minor units throughout the app (fields ending in Usd or
 * Ngn), so they are shown as money; lists are counted when long.
 */
export function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (/usd$/i.test(key)) return formatUsd(value);
    if (/ngn$/i.test(key)) return formatNgn(value);
    return value.toLocaleString('en-GB');
  }
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value.length > 3 ? `${value.length} items` : value.map((item) => fieldValue('', item)).join(', ');
  }
  return JSON.stringify(value);
}

export interface FieldChange {
  key: string;
  label: string;
  /** Absent when the entry has no 'before' (something created) or no 'after'. */
  before?: string;
  after?: string;
}

/** Every field an entry names, in the order it names them, with its value before and after. */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({
    key,
    label: fieldLabel(key),
    ...(before ? { before: fieldValue(key, before[key]) } : {}),
    ...(after ? { after: fieldValue(key, after[key]) } : {}),
  }));
}
