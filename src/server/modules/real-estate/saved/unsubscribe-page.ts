import { serverPage, type ServerPageFrame } from '../../../http/server-page';
import { escapeHtml } from '../../../mail/escape-html';
import { PRODUCT_NAME } from '../../../../domain/site/product-name';

/**
 * The pages an alert's unsubscribe link opens (docs/decisions/043), plain HTML from the server: they work signed
 * out, in any mail app's browser, without JavaScript. GET only asks; the form's POST unsubscribes, so a mail
 * scanner that opens every link changes nothing.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:18px;line-height:1.5;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:24px 16px 48px}
.brand{font-size:18px;font-weight:700;color:#0f766e;margin:0 0 16px}
h1{font-size:28px;line-height:1.2;margin:0 0 12px}
p{margin:0 0 16px;overflow-wrap:anywhere}
button{font:inherit;font-weight:700;color:#fff;background:#0f766e;border:0;border-radius:12px;min-height:48px;padding:10px 20px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
a{color:#0f766e;font-weight:600}
`;

/** The frame both unsubscribe pages share; unsubscribe.routes.ts sends the matching headers. */
export const UNSUBSCRIBE_FRAME: ServerPageFrame = {
  brand: PRODUCT_NAME,
  style: STYLE,
  // The token is the whole secret: nothing the page links to may carry it away in a Referer.
  referrer: 'no-referrer',
};

function page(title: string, body: string): string {
  return serverPage(UNSUBSCRIBE_FRAME, title, body);
}

export const UNSUBSCRIBE_TITLES = {
  confirm: 'Stop alerts for this search?',
  done: 'Alerts stopped',
  notFound: 'This link no longer works',
} as const;

export function confirmUnsubscribePage(name: string, action: string): string {
  return page(
    UNSUBSCRIBE_TITLES.confirm,
    `<h1>${UNSUBSCRIBE_TITLES.confirm}</h1>
<p>You get a daily mail when new listings match your saved search ‘${escapeHtml(name)}’. Stopping them deletes the saved search.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Stop alerts</button></form>`,
  );
}

export function unsubscribedPage(name: string): string {
  return page(
    UNSUBSCRIBE_TITLES.done,
    `<h1>${UNSUBSCRIBE_TITLES.done}</h1>
<p>You will get no more alerts for ‘${escapeHtml(name)}’, and the saved search is deleted.</p>
<p><a href="/real-estate">Browse listings</a></p>`,
  );
}

export function unsubscribeNotFoundPage(): string {
  return page(
    UNSUBSCRIBE_TITLES.notFound,
    `<h1>${UNSUBSCRIBE_TITLES.notFound}</h1>
<p>The saved search was already deleted, or the link is incomplete. Check that the whole address was copied. Signed in, you can see your saved searches on your profile.</p>
<p><a href="/profile">Go to your profile</a></p>`,
  );
}
