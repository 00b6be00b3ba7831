/**
 * What a click on an install offer shows (decision record 022). Pure, so every case is tested without a browser.
 * - `prompt`: the browser's own install prompt (Chromium browsers, once they fired `beforeinstallprompt`).
 * - `installed`: the app is already installed: say so.
 * - `ios`: Safari on iPhone and iPad has no prompt: Share → Add to Home Screen.
 * - `menu`: any other browser: its menu's Install app / Add to Home screen.
 * - `follow-link`: show nothing and let the link go where it points.
 */
export type InstallOffer = 'prompt' | 'installed' | 'ios' | 'menu' | 'follow-link';

/**
 * `always` (the default, `data-install-app`): 'Download the app' and the store buttons always answer the click.
 * `if-installable` (`data-install-app="if-installable"`): a link that offers installation only where the browser
 * can install (its prompt, or Safari's Add to Home Screen) and otherwise goes where it points: the footer's
 * 'Mobile App', whose target is the app's welcome screen.
 */
export type OfferMode = 'always' | 'if-installable';

export interface InstallState {
  /** The page runs as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The browser reported `appinstalled` while this page was open. */
  installedHere: boolean;
  /** A saved `beforeinstallprompt` event can still be prompted. */
  canPrompt: boolean;
  ios: boolean;
}

export function offerMode(attribute: string | undefined): OfferMode {
  return attribute === 'if-installable' ? 'if-installable' : 'always';
}

export function chooseInstallOffer(state: InstallState, mode: OfferMode): InstallOffer {
  const installed = state.standalone || state.installedHere;
  if (installed) return mode === 'always' ? 'installed' : 'follow-link';
  if (state.canPrompt) return 'prompt';
  if (state.ios) return 'ios';
  return mode === 'always' ? 'menu' : 'follow-link';
}

/** iPhone, iPod, and iPad (which reports itself as a Mac with a touch screen since iPadOS 13). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}
