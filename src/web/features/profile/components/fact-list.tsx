import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Labelled values, the label above its value on a phone and beside it from the small breakpoint on, so a long
 * address or reference never squeezes into half a 320 px line.
 */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="flex flex-col gap-3">
      {facts.map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-semibold wrap-anywhere text-ink sm:text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const WORDS: Record<string, string> = { whatsapp: 'WhatsApp' };

/** A stored choice ('parent_in_law', 'whatsapp') in words: 'Parent in law', 'WhatsApp'. */
export function choiceLabel(value: string): string {
  const words = value.replaceAll('_', ' ');
  return WORDS[value] ?? words.charAt(0).toUpperCase() + words.slice(1);
}
