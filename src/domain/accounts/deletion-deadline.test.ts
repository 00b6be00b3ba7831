import { describe, expect, it } from 'vitest';
import { isDeletionOverdue } from './deletion-deadline';

describe('deletion requests past the 30 days', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it('flags a pending request older than 30 days', () => {
    expect(isDeletionOverdue({ status: 'pending', createdAt: daysAgo(31) }, now)).toBe(true);
  });

  it('does not flag one made within 30 days, or one already processed', () => {
    expect(isDeletionOverdue({ status: 'pending', createdAt: daysAgo(29) }, now)).toBe(false);
    expect(isDeletionOverdue({ status: 'processed', createdAt: daysAgo(90) }, now)).toBe(false);
  });
});
