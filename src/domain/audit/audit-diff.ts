type Fields = Record<string, unknown>;

/**
 * The fields that differ between two versions of a row, each side holding only those: what the audit log keeps
 * of an edit, so an entry says what changed rather than repeating the whole row.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = { before: {} as Fields, after: {} as Fields };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changed.before[key] = before[key] ?? null;
    changed.after[key] = after[key] ?? null;
  }
  return changed;
}
