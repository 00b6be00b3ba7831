import type { ApplicationStatus } from '../applications/application-view';

/**
 * Who is asking for a listing's title documents: an admin the console trusts (two-factor on, no password change
 * pending; decision 012), a signed-in customer, or a visitor. An admin the console does not trust is a customer.
 */
export type TitleDocumentReader = 'admin' | 'customer' | 'visitor';

/**
 * The application statuses that open a listing's deeds (docs/decisions/059). Only `approved`: the application fee
 * is paid by bank transfer and the product records its receipt in one way, an admin approving the application
 * (decision 032: a pending application is one whose fee the provider still waits for). Pending is unpaid as far as
 * the records know; rejected and cancelled (a withdrawn application) open nothing, even if the fee had been paid.
 */
const OPENS_TITLE_DOCUMENTS: ReadonlySet<ApplicationStatus> = new Set(['approved']);

/**
 * Whether this reader may open (list or download) a listing's title documents, given the statuses of every
 * application they have made for that listing. The one rule: the server enforces it and the listing page asks it
 * before offering a link.
 */
export function mayOpenTitleDocuments(
  reader: TitleDocumentReader,
  statusesForListing: readonly ApplicationStatus[],
): boolean {
  if (reader === 'admin') return true;
  if (reader === 'visitor') return false;
  return statusesForListing.some((status) => OPENS_TITLE_DOCUMENTS.has(status));
}

/**
 * What the listing page says about documents it does not open for this reader, after '<n> title documents are on
 * file.': with a pending application, what it still waits for; otherwise, what would open them.
 */
export function titleDocumentsLockedNote(statusesForListing: readonly ApplicationStatus[]): string {
  if (statusesForListing.includes('pending')) {
    return 'They open for you once your application fee is received and your application is approved.';
  }
  return 'They open for applicants whose application fee is received and whose application is approved.';
}
