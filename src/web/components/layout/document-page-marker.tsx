import { NO_HYDRATION_META, VISITOR_DOCUMENT_META } from '@/web/config/no-hydration';

interface DocumentPageMarkerProps {
  /**
   * `everyone`: the prerendered page is never hydrated (it shows nothing that depends on who is looking).
   * `visitors`: only a visitor without a session gets the document; a signed-in user's page hydrates, so the top
   * bar shows their account.
   */
  for: 'everyone' | 'visitors';
}

/**
 * Marks a prerendered page as a document React does not take over in the browser; the build gives it a small
 * script instead of React's (config/no-hydration.ts, decisions 023 and 027). Everything on such a page must work
 * without React: links, in-page links, the footer's install offer.
 */
export function DocumentPageMarker({ for: audience }: DocumentPageMarkerProps) {
  return <meta name={audience === 'everyone' ? NO_HYDRATION_META : VISITOR_DOCUMENT_META} content="" />;
}
