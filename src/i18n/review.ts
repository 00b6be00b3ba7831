/**
 * Who vouches for a language's words (issue 30, point 5). A catalogue stays 'draft' until a native speaker has read
 * every message against the glossary (docs/glossary.md) and signed here with the date.
 */
export interface CatalogueReview {
  status: 'draft' | 'reviewed';
  reviewedBy: string | null;
  /** 'YYYY-MM-DD', or null while nobody has reviewed it. */
  reviewedAt: string | null;
}

export const UNREVIEWED: CatalogueReview = { status: 'draft', reviewedBy: null, reviewedAt: null };
