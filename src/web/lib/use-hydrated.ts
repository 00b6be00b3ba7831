import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False at build time and while the prerendered HTML hydrates, true from then on (and at once after a client-side
 * navigation). Anything that depends on the query string waits for it, so hydration matches the built HTML.
 */
export function useHydrated(): boolean {
  return useBrowserValue(true, false);
}

/**
 * `browserValue` once hydrated, `prerenderedValue` while the prerendered HTML hydrates. Unlike a branch on
 * useHydrated, it re-renders after hydration only when the two differ (compared with Object.is, so pass strings or
 * numbers): a re-render forced by hydration is synchronous, and on a page of listings that is one long task.
 */
export function useBrowserValue<T extends string | number | boolean>(
  browserValue: T,
  prerenderedValue: T,
): T {
  return useSyncExternalStore(
    subscribeNever,
    () => browserValue,
    () => prerenderedValue,
  );
}
