import { describe, expect, it } from 'vitest';
import { quickPasswordHashing } from './quick-password-hashing';

describe('the API tests’ quick password hash (decision 084)', () => {
  it('checks the password it hashed and refuses any other, with a new salt each time', async () => {
    const first = await quickPasswordHashing.hash('correct horse battery');
    const second = await quickPasswordHashing.hash('correct horse battery');
    expect(first).not.toBe(second);
    expect(await quickPasswordHashing.verify({ hash: first, password: 'correct horse battery' })).toBe(true);
    expect(await quickPasswordHashing.verify({ hash: first, password: 'correct horse batterY' })).toBe(false);
  });

  it('never takes a hash of another kind, production’s salt:key among them', async () => {
    const made = await quickPasswordHashing.hash('pw-123456789');
    const withoutPrefix = made.split(':').slice(1).join(':');
    expect(await quickPasswordHashing.verify({ hash: withoutPrefix, password: 'pw-123456789' })).toBe(false);
    expect(await quickPasswordHashing.verify({ hash: '', password: '' })).toBe(false);
  });
});
