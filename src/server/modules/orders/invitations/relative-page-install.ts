import { webAppManifest } from '../../../../domain/site/web-app-manifest';

/**
 * 'Add to home screen' for the relative's own page (docs/decisions/050). Her page is not the app: installed, it must
 * open her page, so each link has its own manifest (the app's, decision 022, with her page as start and scope).
 * It holds the link's token and nothing else; the page still asks a new device for the code.
 */
export function relativePageManifest(pagePath: string) {
  return {
    ...webAppManifest,
    id: pagePath,
    name: 'My health cover – Diaspora Hub',
    short_name: 'My cover',
    description: 'My member card, my hospital and the emergency line.',
    start_url: pagePath,
    scope: pagePath,
  };
}

/**
 * The page's one script, served from our origin (the page's CSP allows 'self' only). Chromium browsers fire
 * `beforeinstallprompt` when the page can be installed: the 'Add to home screen' button then appears and shows the
 * browser's own prompt. Elsewhere (Safari, Firefox) it stays hidden and the written steps beside it are the way.
 */
export const RELATIVE_PAGE_SCRIPT_SOURCE = `(function () {
  var button = document.getElementById('add-to-home');
  if (!button) return;
  var offer;
  window.addEventListener('beforeinstallprompt', function (event) {
    offer = event;
    button.hidden = false;
  });
  window.addEventListener('appinstalled', function () {
    offer = undefined;
    button.hidden = true;
  });
  button.addEventListener('click', function () {
    if (!offer) return;
    var shown = offer;
    offer = undefined;
    button.hidden = true;
    shown.prompt();
  });
})();
`;
