/** What both a React click and a DOM click event offer; the landing page runs with and without React. */
type LinkClick = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'preventDefault'
>;

/**
 * Follows a link to the element `id` on this page as the browser's own fragment navigation would, but smoothly
 * (at once when the visitor prefers reduced motion): scrolls, puts the fragment in the address bar and moves
 * keyboard focus to the target (give it tabIndex={-1}). A modified or already handled click is left to the browser.
 */
export function goToInPageTarget(event: LinkClick, id: string): void {
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  const target = document.getElementById(id);
  if (event.defaultPrevented || modified || !target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
  target.focus({ preventScroll: true });
}

/** The same for every `#fragment` link of a page that React does not run (one listener on the document). */
export function followInPageLinks(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    if (link instanceof HTMLAnchorElement && link.hash.length > 1)
      goToInPageTarget(event, link.hash.slice(1));
  });
}

/** The footer's year, as it is now: a page built last December still shows this year. */
export function showCurrentYear(root: Document): void {
  for (const year of root.querySelectorAll('[data-current-year]'))
    year.textContent = String(new Date().getFullYear());
}
