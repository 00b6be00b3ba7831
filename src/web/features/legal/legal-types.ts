import type { PageText } from '@/web/components/configured-text';

/**
 * A paragraph, a bulleted list, or a paragraph that ends with the support email address as a link. A paragraph or
 * an item may follow the configuration (docs/decisions/053).
 */
export type LegalBlock = PageText | { list: PageText[] } | { contact: string };

export interface LegalSection {
  title: string;
  blocks: LegalBlock[];
}

/** The in-page anchor of a section: `3-how-we-use-your-information`. */
export function legalSectionId(index: number, title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${index + 1}-${slug}`;
}
