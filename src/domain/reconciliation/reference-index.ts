import { readTypedReference } from '../reference-alphabet';
import type { OpenItem } from './open-item';
import type { ReferenceCandidate } from './reference-candidates';

/** How a reference was found in a credit's narration. */
export type FoundBy =
  /** As stored, ignoring case, spaces and hyphens. */
  | 'reference'
  /** With O, I or L typed for 0 or 1 (reference-alphabet's reading). */
  | 'lookalike'
  /** A funeral application's reference without the premium's number: any of its open premiums. */
  | 'application'
  /** A premium's number that is not open (paid already, or mistyped): the application's open premiums. */
  | 'another-premium'
  /** One character wrong or two neighbours swapped: a candidate only when the amount is the one due. */
  | 'one-typo';

export interface Hit {
  item: OpenItem;
  foundBy: FoundBy;
}

const compact = (reference: string) => reference.replace(/[\s-]/g, '').toUpperCase();

/**
 * The characters a reference's key can hold after the prefix: the digits and the capitals but I, L and O, which
 * the key reads as 1 and 0. U stays: references older than the Crockford alphabet may hold it.
 */
const KEY_CHARACTERS = '0123456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * The open items by the key of their reference (readTypedReference of it: no spaces, capitals, O/I/L read as
 * 0/1), built once per statement, so finding a reference is one Map lookup whatever the number of open items.
 */
export class ReferenceIndex {
  private readonly byKey = new Map<string, OpenItem[]>();
  /** A funeral application's open premiums by the application's key, for a transfer that quotes only that. */
  private readonly byApplication = new Map<string, OpenItem[]>();

  constructor(items: readonly OpenItem[]) {
    for (const item of items) {
      push(this.byKey, readTypedReference(item.reference), item);
      if (item.kind === 'funeral-premium')
        push(this.byApplication, readTypedReference(item.reference).slice(0, 10), item);
    }
  }

  /**
   * The items a candidate names: by its full key, else by its base (a suffix that was a date's digits, or a
   * premium already paid), else a funeral application's open premiums. When two older references share a key
   * ('DHAB0…' and 'DHABO…'), the one spelled as typed wins; if neither is, both come back, and the matcher asks.
   */
  find(candidate: ReferenceCandidate): Hit[] {
    const typed = candidate.base + (candidate.suffix ?? '');
    for (const spelling of candidate.suffix ? [typed, candidate.base] : [typed]) {
      const items = this.byKey.get(readTypedReference(spelling));
      if (!items) continue;
      const asTyped = items.filter((item) => compact(item.reference) === spelling);
      return (asTyped.length === 1 ? asTyped : items).map((item) => ({
        item,
        foundBy: compact(item.reference) === spelling ? 'reference' : 'lookalike',
      }));
    }
    const premiums = this.byApplication.get(readTypedReference(candidate.base)) ?? [];
    const foundBy = candidate.suffix ? 'another-premium' : 'application';
    return premiums.map((item) => ({ item, foundBy }));
  }

  /**
   * Items whose key is one substitution or one swap of neighbours away from the candidate's, the prefix kept:
   * 33 × 8 + 7 lookups of variants of the candidate (10 positions for a premium's), rather than a comparison with
   * every open reference, so the cost does not grow with the number of open items.
   */
  findOneTypoAway(candidate: ReferenceCandidate): Hit[] {
    // As `find`: the premium's own number first; the application's open premiums only when that names none.
    const spellings = candidate.suffix
      ? [candidate.base + candidate.suffix, candidate.base]
      : [candidate.base];
    for (const spelling of spellings) {
      const hits = this.variantHits(readTypedReference(spelling));
      if (hits.length > 0) return hits;
    }
    return [];
  }

  private variantHits(key: string): Hit[] {
    const items = [...variants(key)].flatMap((variant) => this.byKey.get(variant) ?? []);
    // A funeral application's reference one typo away names its open premiums, when no reference does.
    if (items.length === 0 && key.length === 10) {
      for (const variant of variants(key)) items.push(...(this.byApplication.get(variant) ?? []));
    }
    return [...new Set(items)].map((item) => ({ item, foundBy: 'one-typo' }));
  }
}

/** Every key one substitution (by a key character) or one swap of different neighbours away, the prefix kept. */
function* variants(key: string): Generator<string> {
  for (let at = 2; at < key.length; at++) {
    const [before, after] = [key.slice(0, at), key.slice(at + 1)];
    for (const character of KEY_CHARACTERS) if (character !== key[at]) yield before + character + after;
    if (at + 1 < key.length && key[at] !== key[at + 1])
      yield before + key[at + 1]! + key[at]! + key.slice(at + 2);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
