import { describe, expect, it } from 'vitest';
import { ADMIN_IDLE_TIMEOUT_MS, isIdleTooLong } from './admin-session';

describe('admin idle timeout', () => {
  const start = new Date('2026-11-23T08:00:00Z');
  const after = (ms: number) => new Date(start.getTime() + ms);

  it('keeps a session used within 12 hours', () => {
    expect(isIdleTooLong(start, after(ADMIN_IDLE_TIMEOUT_MS))).toBe(false);
  });

  it('ends a session idle for longer than 12 hours', () => {
    expect(isIdleTooLong(start, after(ADMIN_IDLE_TIMEOUT_MS + 1))).toBe(true);
  });
});
