/*
 * The link mailed for a signed-out deletion request. Apart from deletion.schema.ts, so the web's paths can name
 * it without bringing zod into every page.
 */

/** Where the link leads; the token follows as `?token=`. */
export const DELETION_CONFIRM_PATH = '/delete-account/confirm';
/** How long the link works. */
export const DELETION_CONFIRM_TTL_HOURS = 24;
