import type { HospitalResultsView } from '@/domain/catalogue/hospitals';

/** The id of the data block in which the server hands /healthcare/hospitals the results it rendered. */
export const SERVER_RESULTS_DATA_ID = 'hospital-results';

/** The block's content: the search (as its URL query, the way the app writes it) and what it found. */
export interface ServerHospitalResults {
  query: string;
  results: HospitalResultsView;
}

let taken = false;

/**
 * The results the server rendered into this document, once: the page hydrates the server's list from them, and a
 * later visit (a client-side navigation) asks the API as usual.
 */
export function takeServerHospitalResults(): ServerHospitalResults | undefined {
  if (taken || typeof document === 'undefined') return undefined;
  taken = true;
  const text = document.getElementById(SERVER_RESULTS_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerHospitalResults;
  } catch {
    return undefined;
  }
}
