import type { Language } from '../domain/languages';
import type { EN_MESSAGES } from './catalogues/en';
import type { CatalogueReview } from './review';

/** Every message's id: the English catalogue's keys are the list every other language must match. */
export type MessageId = keyof typeof EN_MESSAGES;

export interface Catalogue {
  language: Language;
  review: CatalogueReview;
  /** ICU MessageFormat text per message id (https://formatjs.github.io/docs/core-concepts/icu-syntax). */
  messages: Record<MessageId, string>;
}
