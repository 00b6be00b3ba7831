import { describe, expect, it } from 'vitest';
import { AdminApplicationsQuerySchema, ApplicationStatusChangeSchema } from './application-admin';

describe('the applications list query', () => {
  it('lists property applications unless told otherwise, and drops what it does not know', () => {
    expect(AdminApplicationsQuerySchema.parse({})).toEqual({ kind: 'property', limit: 20 });
    expect(AdminApplicationsQuerySchema.parse({ kind: 'health', status: 'done', q: '  ' })).toEqual({
      kind: 'property',
      limit: 20,
    });
    expect(
      AdminApplicationsQuerySchema.parse({ kind: 'funeral', status: 'pending', q: ' FA1 ' }),
    ).toMatchObject({ kind: 'funeral', status: 'pending', q: 'FA1' });
  });
});

describe('a status change', () => {
  it('keeps a note only when there is one', () => {
    expect(ApplicationStatusChangeSchema.parse({ status: 'approved', note: '  ' })).toEqual({
      status: 'approved',
      note: undefined,
    });
    expect(ApplicationStatusChangeSchema.parse({ status: 'approved', note: ' Paid ' }).note).toBe('Paid');
  });
});
