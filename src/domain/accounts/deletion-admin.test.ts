import { describe, expect, it } from 'vitest';
import { DeletionListQuerySchema, deletionListOrder } from './deletion-admin';

describe('the deletion requests list', () => {
  it('shows pending requests unless processed ones are asked for', () => {
    expect(DeletionListQuerySchema.parse({}).status).toBe('pending');
    expect(DeletionListQuerySchema.parse({ status: 'processed' }).status).toBe('processed');
    expect(DeletionListQuerySchema.parse({ status: 'everything' }).status).toBe('pending');
  });

  it('lists pending requests oldest first (they have a deadline) and processed ones newest first', () => {
    expect(deletionListOrder('pending')).toBe('oldest');
    expect(deletionListOrder('processed')).toBe('newest');
  });
});
