/**
 * The install offer behind 'Download the app', the store buttons and the footer's 'Mobile App' (decision record
 * 022): one click listener on the document for every element marked `data-install-app`, which shows the browser's
 * install prompt where there is one and otherwise instructions (install-dialog.ts). Framework-free, so the
 * hydrated pages (entry.client.tsx) and a page without React can both call `setUpInstallOffer()`.
 */
import { chooseInstallOffer, isIos, offerMode } from './install-choice';
import { showInstallHelp } from './install-dialog';

/** Chromium's event (not in TypeScript's DOM library): `prompt()` shows the install dialog once. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_APP_ATTRIBUTE = 'data-install-app';

let installPrompt: BeforeInstallPromptEvent | undefined;
let installedHere = false;
let started = false;

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

function onClick(event: MouseEvent) {
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || modified || !(event.target instanceof Element)) return;
  const offerer = event.target.closest<HTMLElement>(`[${INSTALL_APP_ATTRIBUTE}]`);
  if (!offerer) return;
  const offer = chooseInstallOffer(
    {
      standalone: isStandalone(),
      installedHere,
      canPrompt: installPrompt !== undefined,
      ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
    },
    offerMode(offerer.getAttribute(INSTALL_APP_ATTRIBUTE) ?? undefined),
  );
  if (offer === 'follow-link') return;
  // Capture phase: this runs before React's handlers, which then see the click handled (InPageLink, Link).
  event.preventDefault();
  if (offer !== 'prompt') return showInstallHelp(offer, offerer);
  const saved = installPrompt;
  // A prompt can be shown once; Chromium fires beforeinstallprompt again if the visitor dismisses it.
  installPrompt = undefined;
  void saved?.prompt().catch(() => showInstallHelp('menu', offerer));
}

/**
 * Listens for the browser's install prompt and for clicks on `[data-install-app]` elements. Call it once, early
 * (the prompt event can come soon after load); later calls do nothing.
 */
export function setUpInstallOffer(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // The event is kept, not cancelled: the browser's own offer (Android's mini-infobar) stays as it was.
  window.addEventListener('beforeinstallprompt', (event) => {
    installPrompt = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = undefined;
    installedHere = true;
  });
  document.addEventListener('click', onClick, { capture: true });
}
