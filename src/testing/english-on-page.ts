import type { Language } from '../domain/languages';
import { CATALOGUES } from '../i18n/catalogues';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text nodes of a server-written page, entities undone; scripts and styles are not text. */
export function textNodes(html: string): string[] {
  return html
    .replace(/<(script|style|title)[\s\S]*?<\/\1>/gi, '')
    .split(/<[^>]*>/)
    .map((text) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!).trim())
    .filter(Boolean);
}

/** A message's fixed words: its text between placeholders, runs long enough to mean something on their own. */
function fixedRuns(message: string): string[] {
  return message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
    .map((run) => run.trim())
    .filter((run) => run.length >= 12);
}

/**
 * The English catalogue's words on a page meant to be in `language` (issue 30, point 5): every English message's
 * fixed words that the language's own catalogue does not also use (a Pidgin 'Phone number' is English too), found
 * in any text node. Empty when the page speaks her language throughout.
 */
export function englishOnPage(html: string, language: Language): string[] {
  const own = Object.values(CATALOGUES[language].messages).join('\n');
  const english = Object.values(CATALOGUES.en.messages)
    .flatMap(fixedRuns)
    .filter((run) => !own.includes(run));
  const nodes = textNodes(html);
  return [...new Set(english.filter((run) => nodes.some((node) => node.includes(run))))];
}
