/**
 * A page that renders `<meta name={NO_HYDRATION_META}>` is a document React does not take over in the browser
 * (decision 023): the build (scripts/defer-hydration.ts) removes React Router's scripts from its prerendered HTML
 * and gives it src/web/entry.document.ts instead. The page renders it itself, so React Router's SPA fallback, which
 * renders only the root, keeps its scripts.
 */
export const NO_HYDRATION_META = 'dh-no-hydration';

/**
 * A page that renders `<meta name={VISITOR_DOCUMENT_META}>` is such a document for a visitor without a session,
 * and hydrated as usual for someone signed in, whose top bar React keeps current (decision 027). The build writes
 * both (`index.html` hydrates, `index.visitor.html` is the document) and the server picks one by the session
 * cookie (src/server/http/static-client.ts).
 */
export const VISITOR_DOCUMENT_META = 'dh-document-for-visitors';
