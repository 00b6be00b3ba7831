import { describe, expect, it } from 'vitest';
import { leavesNoManager } from './partner-people';

describe('leavesNoManager', () => {
  it('refuses to remove the only manager', () => {
    expect(leavesNoManager([{ id: 'a', role: 'manager' }], 'a')).toBe(true);
    expect(
      leavesNoManager(
        [
          { id: 'a', role: 'manager' },
          { id: 'b', role: 'staff' },
        ],
        'a',
      ),
    ).toBe(true);
  });

  it('lets a manager go when another stays, and staff always', () => {
    const members = [
      { id: 'a', role: 'manager' },
      { id: 'b', role: 'manager' },
      { id: 'c', role: 'staff' },
    ] as const;
    expect(leavesNoManager(members, 'a')).toBe(false);
    expect(leavesNoManager(members, 'c')).toBe(false);
    expect(
      leavesNoManager(
        [
          { id: 'a', role: 'manager' },
          { id: 'c', role: 'staff' },
        ],
        'c',
      ),
    ).toBe(false);
  });

  it('says nothing of someone who is not there', () => {
    expect(leavesNoManager([{ id: 'a', role: 'manager' }], 'z')).toBe(false);
  });
});
