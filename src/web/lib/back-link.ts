import { safeRedirect } from '@/web/config/paths';

/** The query parameter that carries the list a detail page was opened from (decision 034). */
export const BACK_PARAM = 'back';

const PARSE_BASE = 'http://back.invalid';

/**
 * `to`, a detail page, remembering `list` (path and query) as the way back. A list without a query adds nothing:
 * the detail page's own fixed back link already goes there.
 */
export function withBack(to: string, list: string): string {
  if (!list.includes('?')) return to;
  const url = new URL(to, PARSE_BASE);
  url.searchParams.set(BACK_PARAM, list);
  return url.pathname + url.search + url.hash;
}

/**
 * The `?back=` of `search` when it is a same-origin path to `list`'s page (any query), otherwise null: another page,
 * another origin or a malformed value gives nothing, so the parameter cannot send anyone elsewhere.
 */
export function backFrom(search: string | URLSearchParams, list: string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const target = safeRedirect(params.get(BACK_PARAM), '');
  if (!target) return null;
  return new URL(target, PARSE_BASE).pathname === new URL(list, PARSE_BASE).pathname ? target : null;
}

/** Where a detail page's back link to `list` goes: the list as it was filtered (`?back=`), else `list`. */
export function backTarget(search: string | URLSearchParams, list: string): string {
  return backFrom(search, list) ?? list;
}

/**
 * Marks a prerendered back link that goes to the list named by the attribute when `?back=` says the page was
 * opened from it (applyBackLinks); its `[data-back-label]` child then reads the attribute of that name.
 */
export const BACK_LINK_ATTRIBUTE = 'data-back-to-list';
export const BACK_LABEL_ATTRIBUTE = 'data-back-label';

/** On a page React does not run: each marked back link follows this page's `?back=` to its list. */
export function applyBackLinks(root: Document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${BACK_LINK_ATTRIBUTE}]`)) {
    const target = backFrom(root.location.search, link.getAttribute(BACK_LINK_ATTRIBUTE) ?? '');
    if (!target) continue;
    link.setAttribute('href', target);
    const label = link.querySelector(`[${BACK_LABEL_ATTRIBUTE}]`);
    if (label) label.textContent = label.getAttribute(BACK_LABEL_ATTRIBUTE);
  }
}
