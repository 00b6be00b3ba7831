/**
 * React Router's default client entry (`npx react-router reveal`), plus the installable app: the install offer's
 * listeners before hydration, so a prompt or a click is never missed, and the service worker after `load`
 * (decision record 022).
 */
import './zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { setUpInstallOffer } from './pwa/install-offer';
import { registerServiceWorker } from './pwa/register-service-worker';

setUpInstallOffer();
registerServiceWorker();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
