import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'dh-lock-'));

describe('the data directory lock', () => {
  it('refuses a second holder while the first is alive', () => {
    const dir = tempDir();
    // The parent of this process is alive and is not us: it stands in for a running server.
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('can be taken again once released', () => {
    const dir = tempDir();
    lockDataDir(dir)();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
