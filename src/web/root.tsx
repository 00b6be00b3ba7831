import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from 'react-router';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from './app/app-error-boundary';
import { LoadingScreen } from './app/loading-screen';
import faviconHref from './components/brand/favicon.svg?url';
import stylesHref from './styles/app.css?url';
import { APPLE_TOUCH_ICON_URL, MANIFEST_URL } from './pwa/pwa-urls';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: faviconHref, type: 'image/svg+xml' },
  // The installable app (decision 022): its manifest, and the icon iOS puts on the home screen.
  { rel: 'manifest', href: MANIFEST_URL },
  { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON_URL },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b4f42" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Providers live in app/layouts/data-layout.tsx, below the static public pages (decision 021). */
export default function App() {
  return <Outlet />;
}

/** Shown while the app shell starts on routes that are not prerendered. */
export function HydrateFallback() {
  return <LoadingScreen />;
}

export const ErrorBoundary = AppErrorBoundary;
