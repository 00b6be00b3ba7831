import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False at build time and while the prerendered HTML hydrates, true from then on (and at once after a client-side
 * navigation). Anything that depends on the query string waits for it, so hydration matches the built HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
