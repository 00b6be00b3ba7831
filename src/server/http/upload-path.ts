/**
 * The photo upload endpoint. It takes bodies larger than the general JSON limit, so app.ts leaves it out of that
 * limit and the upload route checks its own.
 */
export const UPLOAD_PATH = '/api/admin/uploads';

/**
 * Every route that takes a file, each with its own, larger limit applied after it has checked who is asking:
 * photos, a listing's title documents (docs/decisions/042), and funeral claims with their document, posted by the
 * holder or through the beneficiary's link (docs/decisions/045), and bank statements.
 */
const UPLOAD_ROUTES: readonly RegExp[] = [
  /^\/api\/admin\/uploads$/,
  /^\/api\/admin\/properties\/[^/]+\/title-documents$/,
  /^\/api\/(funeral-applications|funeral-claim-links)\/[^/]+\/claims$/,
  // A bank statement as JSON text, up to 5 MB (docs/decisions/078-statement-reconciliation.md).
  /^\/api\/admin\/reconciliation\/statements$/,
  // A realty firm's title document (docs/decisions/082-realty-partners.md).
  /^\/api\/partner\/organisations\/[^/]+\/realty\/listings\/[^/]+\/title-documents$/,
];

/** Whether a request path takes a file upload, and so sets its own body limit instead of the JSON one. */
export function isUploadPath(path: string): boolean {
  return UPLOAD_ROUTES.some((route) => route.test(path));
}
