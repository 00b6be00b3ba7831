import { vi } from 'vitest';

/**
 * Runs `work` with the clock stopped: every `Date.now()` inside gives the same millisecond, which is what heavy
 * concurrent load amounts to for anything made from timestamps (on PGlite, one query at a time, the only way to get
 * there). Timers and I/O run as usual.
 */
export async function inOneMillisecond<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ now: new Date(), toFake: ['Date'] });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}
