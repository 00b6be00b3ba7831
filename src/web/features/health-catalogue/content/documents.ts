/**
 * HomeReach's full service offering: linked from its plans page and, as 'View Complete Plan Details', from each of
 * its plan pages (spec 001 §2: a shared document for ids starting homereach-). The catalogue has no field for it, so
 * it lives here, a sample on the reserved example domain beside the sample provider lists until the real one comes.
 */
export const HOMEREACH_SERVICE_OFFERING_URL =
  'https://docs.diasporahub.example/homereach/service-offering.pdf';

/** Which plans have a complete-details document: only HomeReach's share one. */
export function completeDetailsUrl(planId: string): string | null {
  return planId.startsWith('homereach-') ? HOMEREACH_SERVICE_OFFERING_URL : null;
}
