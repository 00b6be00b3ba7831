import { calendarDateOf } from '../../domain/calendar-date';
import { TITLE_TYPES } from '../../domain/property/title-pack';
import type { SampleListing } from './sample-listings';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A sample listing's title pack (docs/decisions/042): the listings marked verified have a verified title, a few
 * others documents received, the rest nothing yet. Registration numbers start with SAMPLE so that nobody mistakes
 * them for a regulator's. Sample packs have no documents: those are files an admin uploads.
 */
export function sampleTitlePack(listing: SampleListing, index: number, now: Date) {
  const titleType = TITLE_TYPES[index % TITLE_TYPES.length] ?? null;
  const agentRegistration = `SAMPLE/${listing.provider.toUpperCase()}/${String(1001 + index)}`;
  if (listing.verified) {
    return {
      titleType,
      titleStatus: 'verified' as const,
      titleVerifiedOn: calendarDateOf(new Date(now.getTime() - (3 + index) * DAY)),
      agentRegistration,
    };
  }
  if (index % 3 === 0) {
    return {
      titleType,
      titleStatus: 'documents_received' as const,
      titleVerifiedOn: null,
      agentRegistration,
    };
  }
  return {
    titleType: null,
    titleStatus: 'not_verified' as const,
    titleVerifiedOn: null,
    agentRegistration: null,
  };
}
