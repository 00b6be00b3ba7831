const WORDS: Record<string, string> = { whatsapp: 'WhatsApp' };

/** A stored choice ('parent_in_law', 'whatsapp') in words: 'Parent in law', 'WhatsApp'. */
export function choiceLabel(value: string): string {
  const words = value.replaceAll('_', ' ');
  return WORDS[value] ?? words.charAt(0).toUpperCase() + words.slice(1);
}
