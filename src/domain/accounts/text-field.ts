import { z } from 'zod';

export const TEXT_MESSAGES = {
  characters: 'Remove the control characters or broken symbols from this text',
} as const;

// C0 controls, DEL and C1 controls: never typed, only pasted or forged, and PostgreSQL refuses NUL in text.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole job
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// The same, but with tab, line feed and carriage return, which a multi-line box (a message, a reason) holds.
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Half of a UTF-16 surrogate pair: no character at all, and jsonb and UTF-8 cannot store it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextOptions {
  /** Allows tab and line breaks: messages, reasons, notes and descriptions. */
  multiline?: boolean;
}

/** Whether text holds only characters a person can type: no control characters (but line breaks where allowed). */
export function isPlainText(text: string, { multiline = false }: TextOptions = {}): boolean {
  return !(multiline ? CONTROL_BUT_LINES : CONTROL).test(text) && !LONE_SURROGATE.test(text);
}

/** The one text rule, added to any string schema: every text that reaches the database or a query goes through it. */
export function plainText<Schema extends z.ZodType<string>>(
  schema: Schema,
  options: TextOptions = {},
): Schema {
  return schema.refine((text) => isPlainText(text, options), TEXT_MESSAGES.characters) as unknown as Schema;
}

/**
 * A text field that treats a missing value as empty, so "required" rules report the spec's own message
 * instead of zod's type error when a client leaves a key out. Surrounding spaces are trimmed.
 */
export function textField(maxLength: number, options: TextOptions = {}) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(
      plainText(z.string(), options).pipe(
        z.string().max(maxLength, `Must be at most ${maxLength} characters`),
      ),
    );
}

/** Like textField, but kept exactly as typed: for passwords, where spaces count. */
export function secretField(maxLength: number) {
  return z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .pipe(plainText(z.string()).pipe(z.string().max(maxLength, `Must be at most ${maxLength} characters`)));
}

/** A required text as the admin forms have it: trimmed, with the form's own messages for empty and too long. */
export function requiredText(
  required: string,
  tooLong: string,
  maxLength: number,
  options: TextOptions = {},
) {
  return plainText(z.string({ error: required }).trim(), options).pipe(
    z.string().min(1, required).max(maxLength, tooLong),
  );
}

/** A query-string value: absent, empty or blank means "not given"; otherwise plain text, like every field. */
export const optionalQueryText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(plainText(z.string()).optional());
