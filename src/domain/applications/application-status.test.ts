import { describe, expect, it } from 'vitest';
import {
  canChangeApplicationStatus,
  nextApplicationStatuses,
  refusedApplicationChangeMessage,
} from './application-status';
import { APPLICATION_STATUSES } from './application-view';

describe('application status changes', () => {
  const allowed = new Set([
    'pending→approved',
    'pending→rejected',
    'pending→cancelled',
    'approved→cancelled',
  ]);

  it('allow deciding or cancelling a pending application and cancelling an approved one, nothing else', () => {
    for (const from of APPLICATION_STATUSES)
      for (const to of APPLICATION_STATUSES)
        expect(canChangeApplicationStatus(from, to), `${from}→${to}`).toBe(allowed.has(`${from}→${to}`));
  });

  it('list the next statuses in the same terms', () => {
    expect(nextApplicationStatuses('pending')).toEqual(['approved', 'rejected', 'cancelled']);
    expect(nextApplicationStatuses('rejected')).toEqual([]);
  });

  it('say why a change is refused', () => {
    expect(refusedApplicationChangeMessage('rejected', 'approved')).toBe(
      'A rejected application cannot become approved',
    );
    expect(refusedApplicationChangeMessage('pending', 'pending')).toBe('This application is already pending');
  });
});
