/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken literally (backslash is
 * PostgreSQL's default LIKE escape). The pattern is always sent as a parameter, so quotes need nothing.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
