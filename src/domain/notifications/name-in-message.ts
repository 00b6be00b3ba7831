/*
 * The only typed text a mail or SMS to someone other than the account holder may carry is a name, and only one
 * that reads as a name (docs/decisions/061): letters, with single spaces, hyphens or apostrophes between them, two
 * words at most. No digits, dots, '@', slashes or colons, so no address, link or "Win a prize at evil.example"
 * rides on our invitation to a stranger's inbox. Anything else is left out, and the message says "Hello," or
 * "Someone in your family" instead.
 */

const NAME =
  /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?: \p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*)?$/u;
export const NAME_IN_MESSAGE_MAX_LENGTH = 30;

/** The name as a message to a third party may show it, or undefined when it does not read as a name. */
export function nameInMessage(typed: string | null | undefined): string | undefined {
  const name = (typed ?? '').trim().replace(/\s+/g, ' ');
  return name.length <= NAME_IN_MESSAGE_MAX_LENGTH && NAME.test(name) ? name : undefined;
}

/** "Hello Ngozi," or, for a name that is not shown, "Hello,". */
export function greetingOf(typed: string | null | undefined): string {
  const name = nameInMessage(typed);
  return name ? `Hello ${name},` : 'Hello,';
}
