import { FUNERAL_PLAN_TYPE_INFO } from '@/domain/funeral/funeral-plan';
import { formatNgn, formatUsd } from '@/domain/money';
import {
  isOwnPhotoUrl,
  parseUploadedFileName,
  SAMPLE_URL_PREFIX,
  UPLOADS_URL_PREFIX,
} from '@/domain/property/listing-photos';

const ACRONYMS: Record<string, string> = { usd: 'USD', ngn: 'NGN', url: 'URL', id: 'ID' };

/** Fields whose name says how they are stored rather than what they are. */
const LABELS: Record<string, string> = { logoUrl: 'Logo', mainImage: 'Main photo' };

/** 'priceUsd' or 'price_usd' → 'Price USD': a field name as a heading. */
export function fieldLabel(key: string): string {
  const named = Object.hasOwn(LABELS, key) ? LABELS[key] : undefined;
  if (named) return named;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

const isPlanType = (value: string): value is keyof typeof FUNERAL_PLAN_TYPE_INFO =>
  Object.hasOwn(FUNERAL_PLAN_TYPE_INFO, value);

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
  if (typeof value === 'string') {
    return key === 'planType' && isPlanType(value) ? FUNERAL_PLAN_TYPE_INFO[value].label : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value.length > 3 ? `${value.length} items` : value.map((item) => fieldValue('', item)).join(', ');
  }
  return JSON.stringify(value);
}

export interface AuditPhoto {
  url: string;
  /** Its text alternative: enough of its stored name to tell two photos apart ('photo 3f9a1c2e'). */
  name: string;
}

/** A value as the log shows it: words, or pictures for a logo or a listing's photos (a path tells nobody anything). */
export type AuditValue = { kind: 'text'; text: string } | { kind: 'photos'; photos: AuditPhoto[] };

function photoName(url: string): string {
  if (url.startsWith(UPLOADS_URL_PREFIX)) {
    const key = parseUploadedFileName(url.slice(UPLOADS_URL_PREFIX.length))?.key ?? '';
    return `photo ${key.slice(0, 8)}`;
  }
  return `sample photo ${url.slice(SAMPLE_URL_PREFIX.length).replace(/\.svg$/, '')}`;
}

const photoUrlsOf = (value: unknown): string[] | undefined => {
  const urls = Array.isArray(value) ? value : [value];
  const ours = urls.length > 0 && urls.every((url) => typeof url === 'string' && isOwnPhotoUrl(url));
  return ours ? (urls as string[]) : undefined;
};

export function auditValue(key: string, value: unknown): AuditValue {
  const photos = photoUrlsOf(value);
  if (photos) return { kind: 'photos', photos: photos.map((url) => ({ url, name: photoName(url) })) };
  return { kind: 'text', text: fieldValue(key, value) };
}

export interface FieldChange {
  key: string;
  label: string;
  /** Absent when the entry has no 'before' (something created) or no 'after'. */
  before?: AuditValue;
  after?: AuditValue;
}

/** The fields that say which row this is come first. */
const LEADING_FIELDS = ['title', 'name', 'planType', 'status', 'role'];
const rank = (key: string) => {
  const index = LEADING_FIELDS.indexOf(key);
  return index === -1 ? LEADING_FIELDS.length : index;
};

/**
 * Every field an entry names with its value before and after: the row's name first, then the rest by label (so
 * a price in dollars sits beside the one in naira). The stored order means nothing: the database keeps an
 * entry's fields in an order of its own.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({
      key,
      label: fieldLabel(key),
      ...(before ? { before: auditValue(key, before[key]) } : {}),
      ...(after ? { after: auditValue(key, after[key]) } : {}),
    }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.label.localeCompare(b.label, 'en'));
}
