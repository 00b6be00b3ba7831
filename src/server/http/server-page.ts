import { escapeHtml } from '../mail/escape-html';
import { pageCsp } from './security-headers';

/**
 * The frame of the few pages the server writes as plain HTML rather than the app's React pages: the card check
 * (docs/decisions/038), the beneficiary's page (041) and an alert's unsubscribe (043). Each opens from a link that
 * carries a secret token, on whatever phone or mail app the reader has, so each paints at once without JavaScript,
 * is kept out of search engines and caches, and keeps its address out of Referer headers.
 */
export interface ServerPageFrame {
  /** The line above the page's content. */
  brand: string;
  /** The page's one <style> sheet; inline styles are what pageCsp allows, and no script is needed. */
  style: string;
  /**
   * Who may learn the page's address (and so its token) from a Referer. 'no-referrer' unless the page posts forms
   * to itself: then 'same-origin', because under no-referrer a browser sends 'Origin: null' with the page's own
   * form posts, which the origin check refuses.
   */
  referrer: 'no-referrer' | 'same-origin';
}

/**
 * The app's icon (scripts/build-pwa.ts), named so the browser does not ask for /favicon.ico, which is not there: a
 * 404 in its console (Lighthouse's best practices).
 */
const FAVICON = '/icons/icon-192.png';

/**
 * A whole page: `title` is its own part of the <title> (escaped here), `body` the HTML inside <main>, `head` any
 * extra (trusted) tags for <head>: the relative's page links its manifest and script (docs/decisions/050). `lang` is
 * the page's language (the relative's may be pcm, yo, ha or ig: docs/decisions/069).
 */
export function serverPage(
  frame: ServerPageFrame,
  title: string,
  body: string,
  head = '',
  lang = 'en',
): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="${frame.referrer}">
<title>${escapeHtml(title)} – Diaspora Hub</title>
<link rel="icon" href="${FAVICON}" type="image/png">
<style>${frame.style}</style>
${head}</head>
<body>
<main>
<p class="brand">${escapeHtml(frame.brand)}</p>
${body}
</main>
</body>
</html>
`;
}

/** The response headers of such a page: the meta tags' rules again, for browsers and crawlers that read only these. */
export function serverPageHeaders(frame: Pick<ServerPageFrame, 'referrer'>): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    // No script at all; the page's <style> and any inline styles are allowed, and forms may post to our origin.
    'content-security-policy': pageCsp([]),
    'referrer-policy': frame.referrer,
    'x-robots-tag': 'noindex, nofollow',
    // Each visit reads the state as it is now, and no shared cache may keep a page behind a token.
    'cache-control': 'no-store',
  };
}
