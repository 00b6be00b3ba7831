import { SERVICE_WORKER_URL } from './pwa-urls';

/**
 * Registers the service worker (/sw.js, built by scripts/build-pwa.ts) once the page has loaded, so it never
 * competes with the first paint. Only in a production build: the dev server has no worker to register.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A refused registration (private mode, a blocked worker) leaves the page as it is, only not installable.
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
