import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';

/**
 * A listing's title pack (issue 16, point 1; docs/decisions/042): what kind of title the land has, how far we have
 * checked it, the agent's registration number and the documents behind it. Admins record it; the listing page
 * shows it; the documents open only for admins and for applicants whose application is approved
 * (title-document-access.ts, decision 059).
 */
export const TITLE_TYPES = [
  'Certificate of Occupancy',
  "Governor's Consent",
  'Deed of Assignment',
  'Registered Survey',
  'Gazette/Excision',
] as const;
export type TitleType = (typeof TITLE_TYPES)[number];

export const TITLE_STATUSES = ['verified', 'documents_received', 'not_verified'] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];

export const TITLE_STATUS_LABELS: Record<TitleStatus, string> = {
  verified: 'Verified by us',
  documents_received: 'Documents received, not yet verified',
  not_verified: 'Not verified',
};

/** What 'verified' means, next to the status on the listing page. */
export const TITLE_VERIFIED_MEANS =
  'Verified means our team has seen the title documents listed here and confirmed them at the state land registry on the date shown. It is not legal advice: have your own lawyer search the title before you pay for the property.';

/**
 * An agent's registration number as the state regulator writes it (in Lagos, LASRERA's): letters, digits and the
 * separators '/', '-' and spaces, starting with a letter or digit and holding at least one digit, 4 to 40
 * characters. No state publishes one format for all regulators, so this refuses what cannot be a number (text,
 * URLs, punctuation) rather than guessing one authority's pattern. Kept in capitals.
 */
export const AGENT_REGISTRATION_PATTERN = /^(?=.*\d)[A-Z0-9][A-Z0-9/ -]{2,38}[A-Z0-9]$/;

export const TITLE_PACK_MESSAGES = {
  titleType: 'Choose the title type',
  status: 'Choose the title status',
  verifiedOn: 'Enter the date the title was verified',
  verifiedOnFuture: 'The verification date cannot be in the future',
  verifiedOnOnlyWhenVerified: 'Give a verification date only when the title is verified',
  agentRegistration:
    'Enter the registration number as the regulator issued it: letters, digits, / or -, with at least one digit',
  statusNeedsType: 'Choose the title type before recording documents or a verification',
} as const;
const M = TITLE_PACK_MESSAGES;

const isoDate = z.string({ error: M.verifiedOn }).refine(isCalendarDate, M.verifiedOn);

/** The admin's title pack form; the same rules run on the server, with today's date as the server sees it. */
export const TitlePackInputSchema = z
  .object({
    titleType: z.enum(TITLE_TYPES, M.titleType).nullable(),
    status: z.enum(TITLE_STATUSES, M.status),
    verifiedOn: isoDate.nullable(),
    agentRegistration: z
      .string({ error: M.agentRegistration })
      .trim()
      .transform((text) => text.toUpperCase().replace(/\s+/g, ' '))
      .pipe(z.union([z.literal(''), z.string().regex(AGENT_REGISTRATION_PATTERN, M.agentRegistration)]))
      .transform((text) => (text === '' ? null : text)),
  })
  .superRefine((pack, ctx) => {
    if (pack.status === 'verified' && !pack.verifiedOn) {
      ctx.addIssue({ code: 'custom', path: ['verifiedOn'], message: M.verifiedOn });
    }
    if (pack.status !== 'verified' && pack.verifiedOn) {
      ctx.addIssue({ code: 'custom', path: ['verifiedOn'], message: M.verifiedOnOnlyWhenVerified });
    }
    if (pack.status !== 'not_verified' && !pack.titleType) {
      ctx.addIssue({ code: 'custom', path: ['titleType'], message: M.statusNeedsType });
    }
  });
export type TitlePackInput = z.output<typeof TitlePackInputSchema>;
export type TitlePackFormInput = z.input<typeof TitlePackInputSchema>;

/** A stored document as the page lists it; its file opens at titleDocumentPath. */
export const TitleDocumentViewSchema = z
  .object({
    id: z.string(),
    /** The name the admin's file had, as a label; the download is named from it. */
    name: z.string(),
    kind: z.enum(['pdf', 'image']),
    sizeBytes: z.int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'TitleDocumentView' });
export type TitleDocumentView = z.infer<typeof TitleDocumentViewSchema>;

/** What everyone sees of a listing's title: no documents, only how many there are. */
export const TitlePackViewSchema = z
  .object({
    titleType: z.enum(TITLE_TYPES).nullable(),
    status: z.enum(TITLE_STATUSES),
    verifiedOn: z.iso.date().nullable(),
    agentRegistration: z.string().nullable(),
    documentCount: z.int(),
  })
  .meta({ id: 'TitlePackView' });
export type TitlePackView = z.infer<typeof TitlePackViewSchema>;

export const titleDocumentPath = (propertyId: string, documentId: string) =>
  `/api/properties/${propertyId}/title-documents/${documentId}`;

/** The largest title document accepted: a scanned multi-page deed fits, a video does not. */
export const MAX_TITLE_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** At most this many documents per listing: a pack is a handful of papers. */
export const MAX_TITLE_DOCUMENTS = 10;

export const TITLE_DOCUMENT_MESSAGES = {
  missing: 'Choose a document to upload',
  notDocument: 'This file is not a PDF, JPEG, PNG or WebP document',
  activePdf: 'This PDF holds scripts, actions or attached files. Print it to a plain PDF and upload that.',
  encryptedPdf: 'This PDF is password-protected. Upload a copy without a password.',
  tooManyPixels: 'This picture is too large: at most 12,000 pixels on a side',
  tooLarge: 'This document is larger than 10 MB. Choose a smaller one.',
  tooMany: 'A listing can have at most 10 title documents',
  notFound: 'Document not found',
} as const;

/** The application fee's refund rule, unless the environment sets another (APPLICATION_FEE_REFUND_RULE). */
export const DEFAULT_REFUND_RULE =
  'Refunded in full if the listing is not as described or no longer available.';

/** A listing's title pack as the console edits it, with its documents. */
export const AdminTitlePackViewSchema = TitlePackViewSchema.omit({ documentCount: true })
  .extend({ documents: z.array(TitleDocumentViewSchema) })
  .meta({ id: 'AdminTitlePackView' });
export type AdminTitlePackView = z.infer<typeof AdminTitlePackViewSchema>;
