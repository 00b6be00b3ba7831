/**
 * Where the installable app's files are served. Not hashed, so the server revalidates them on every use
 * (no-cache); scripts/build-pwa.ts writes them into the web build. The server names the worker's path itself
 * (src/server/http/static-client.ts), since it never imports the web app.
 */
export const SERVICE_WORKER_URL = '/sw.js';
export const MANIFEST_URL = '/manifest.webmanifest';
export const APPLE_TOUCH_ICON_URL = '/icons/apple-touch-icon.png';
/** The SPA fallback React Router writes: the app shell every non-prerendered route starts from. */
export const APP_SHELL_URL = '/__spa-fallback.html';
