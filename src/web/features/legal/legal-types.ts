/** A paragraph, a bulleted list, or a paragraph that ends with the support email address as a link. */
export type LegalBlock = string | { list: string[] } | { contact: string };

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
