import { SITE_FACT_VALUES, type VaryingText } from '@/domain/site/site-facts';

/** A sentence of a public page: plain, or worded for each value of a configured fact. */
export type PageText = string | VaryingText;

/**
 * Writes a sentence that follows this deployment's configuration (docs/decisions/053): every wording, each marked
 * with the value it holds for, and the stylesheet shows the one the server wrote on `<html>`. The prerendered page
 * needs no React for it and hydrates without a mismatch.
 */
export function ConfiguredText({ text }: { text: PageText }) {
  if (typeof text === 'string') return text;
  const values: readonly string[] = SITE_FACT_VALUES[text.fact];
  const wordings = text.text as Record<string, string>;
  return values.map((value) => (
    <span key={value} {...{ [`data-when-${text.fact}`]: value }}>
      {wordings[value]}
    </span>
  ));
}
