import { describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { preparedOnce } from './prepared';

describe('preparedOnce', () => {
  it('prepares a name once per database handle and hands the same statement back', () => {
    const [first, second] = [{}, {}] as unknown as Db[];
    const prepare = vi.fn((name: string) => ({ name }));
    const statement = preparedOnce(first!, 'listings', prepare);
    expect(preparedOnce(first!, 'listings', prepare)).toBe(statement);
    expect(preparedOnce(first!, 'plans', prepare)).not.toBe(statement);
    expect(preparedOnce(second!, 'listings', prepare)).not.toBe(statement);
    expect(prepare.mock.calls).toEqual([['listings'], ['plans'], ['listings']]);
  });
});
