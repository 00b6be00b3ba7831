import {
  BENEFICIARY_RELATIONSHIPS,
  CONTACT_METHODS,
  PAYER_RELATIONSHIPS,
} from '@/domain/orders/order.schema';
import { LANGUAGE_NAMES, LANGUAGES } from '@/domain/languages';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const toOptions = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? capitalise(value) }));

export const BENEFICIARY_RELATIONSHIP_OPTIONS = toOptions(BENEFICIARY_RELATIONSHIPS);
export const PAYER_RELATIONSHIP_OPTIONS = toOptions(PAYER_RELATIONSHIPS);
export const CONTACT_METHOD_OPTIONS = toOptions(CONTACT_METHODS, { whatsapp: 'WhatsApp' });
/** The relative's language (docs/decisions/069), each by its own name. */
export const LANGUAGE_OPTIONS = toOptions(LANGUAGES, LANGUAGE_NAMES);
