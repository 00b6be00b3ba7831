import { LISTING_CARDS, LISTING_STATUS, LOAD_MORE_LINK, showingText } from './listing-status';

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

const modified = (event: Click) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;

/** Adds the cards of the page at `link` to the list and points the link at the page after, or removes it. */
async function loadMore(root: Document, link: HTMLAnchorElement): Promise<void> {
  const response = await fetch(link.href, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const cards = root.querySelector(`[${LISTING_CARDS}]`);
  const nextCards = next.querySelector(`[${LISTING_CARDS}]`);
  if (!cards || !nextCards) throw new Error('no list of cards in the next page');
  cards.append(...[...nextCards.children].map((card) => root.adoptNode(card)));
  const nextLink = next.querySelector<HTMLAnchorElement>(`a[${LOAD_MORE_LINK}]`);
  const status = root.querySelector(`[${LISTING_STATUS}]`);
  if (status) status.textContent = showingText(cards.children.length, Boolean(nextLink));
  if (nextLink) link.href = nextLink.href;
  else link.remove();
}

/**
 * 'Load more' on a visitor's /real-estate, a document React does not run (decision 027), is a link to the page of
 * results after the last card. Here it is followed in place, as the app does: the next page's cards join the list
 * and the link moves on to the page after. If that fails, the link is followed as a link.
 */
export function loadMoreInPlace(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${LOAD_MORE_LINK}]`) : null;
    if (!(link instanceof HTMLAnchorElement) || modified(event)) return;
    event.preventDefault();
    if (link.getAttribute('aria-disabled') === 'true') return;
    const label = link.textContent;
    link.setAttribute('aria-disabled', 'true');
    link.textContent = 'Loading…';
    loadMore(root, link)
      .then(() => {
        link.removeAttribute('aria-disabled');
        link.textContent = label;
      })
      .catch(() => window.location.assign(link.href));
  });
}
