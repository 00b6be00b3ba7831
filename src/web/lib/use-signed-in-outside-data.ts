import { useEffect, useState } from 'react';

/**
 * Whether someone is signed in, for the few hydrated pages outside the data layout (/help, and the legal pages as
 * a signed-in user's hydrated page), which load no query client (decision 021). One GET of /api/session after the
 * page is up, never on the way to its first paint; false until it answers, and false if it fails (decision 034).
 */
export function useSignedInOutsideData(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/session', { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ me: unknown }>) : null))
      .then((body) => setSignedIn(Boolean(body?.me)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return signedIn;
}
