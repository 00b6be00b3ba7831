import type { PdfValue } from './pdf-syntax';

/**
 * Whether a PDF object holds something a reader may run, open or send on its own (docs/decisions/058), judged
 * on every dictionary however deep, wherever it sits: the catalogue's /OpenAction and /AA, a page's or an
 * annotation's /A and /AA, the /Names trees, a form field, an object nobody points at.
 */

/** Actions (the /S of an action dictionary) that run code, start programs, open other files or send data out. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'URI',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
  'RichMediaExecute',
]);
/**
 * Keys that only exist to carry such things: scripts (/JS, the /JavaScript names tree), attached files (the
 * /EmbeddedFiles names tree, a file specification's /EF), XML forms (/XFA), Flash and other rich media.
 */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent']);
/** Object types and annotation kinds of the same. */
const ACTIVE_TYPES = new Set(['EmbeddedFile', 'FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound']);

function activeEntry(key: string, value: PdfValue): boolean {
  if (ACTIVE_KEYS.has(key)) return true;
  // A link's address, even in a dictionary that forgot its /S: some readers follow it anyway.
  if (key === 'URI' && value.kind === 'string') return true;
  if (value.kind !== 'name') return false;
  if (key === 'S') return ACTIVE_ACTIONS.has(value.name);
  if (key === 'Type' || key === 'Subtype') return ACTIVE_TYPES.has(value.name);
  return false;
}

export function holdsActiveContent(value: PdfValue): boolean {
  if (value.kind === 'array') return value.items.some(holdsActiveContent);
  if (value.kind !== 'dict') return false;
  return value.entries.some(([key, inner]) => activeEntry(key, inner) || holdsActiveContent(inner));
}
