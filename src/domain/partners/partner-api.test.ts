import { describe, expect, it } from 'vitest';
import {
  CreateApiKeySchema,
  isWebhookUrlShape,
  retryDelaySeconds,
  WEBHOOK_MAX_ATTEMPTS,
} from './partner-api';

describe('webhook addresses by their shape', () => {
  it('takes https anywhere, and http only to this machine outside production', () => {
    expect(isWebhookUrlShape('https://provider.example/hooks', true)).toBe(true);
    expect(isWebhookUrlShape('http://localhost:4000/hooks', false)).toBe(true);
    expect(isWebhookUrlShape('http://127.0.0.1/hooks', false)).toBe(true);
    expect(isWebhookUrlShape('http://localhost:4000/hooks', true)).toBe(false);
    expect(isWebhookUrlShape('http://provider.example/hooks', false)).toBe(false);
    expect(isWebhookUrlShape('https://user:secret@provider.example/', false)).toBe(false);
    expect(isWebhookUrlShape('ftp://provider.example/', false)).toBe(false);
    expect(isWebhookUrlShape('not a url', false)).toBe(false);
  });
});

describe('the retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h and 12 h, then gives up after the sixth attempt', () => {
    const waits = Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, (_, index) => retryDelaySeconds(index + 1));
    expect(waits).toEqual([60, 300, 1800, 7200, 43200, undefined]);
  });
});

describe('a new API key', () => {
  it('needs a name and at least one known scope, each counted once', () => {
    expect(
      CreateApiKeySchema.parse({ name: ' Sync ', scopes: ['enrolments:read', 'enrolments:read'] }),
    ).toEqual({
      name: 'Sync',
      scopes: ['enrolments:read'],
    });
    expect(CreateApiKeySchema.safeParse({ name: 'Sync', scopes: [] }).success).toBe(false);
    expect(CreateApiKeySchema.safeParse({ name: '', scopes: ['enrolments:read'] }).success).toBe(false);
    expect(CreateApiKeySchema.safeParse({ name: 'Sync', scopes: ['admin'] }).success).toBe(false);
  });
});
