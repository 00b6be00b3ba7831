/**
 * A page that renders `<meta name={NO_HYDRATION_META}>` is a document React does not take over in the browser
 * (decision 023): the build (scripts/defer-hydration.ts) removes React Router's scripts from its prerendered HTML
 * and gives it src/web/entry.document.ts instead. The page renders it itself, so React Router's SPA fallback, which
 * renders only the root, keeps its scripts.
 */
export const NO_HYDRATION_META = 'dh-no-hydration';
