import { describe, expect, it } from 'vitest';
import {
  canChangeSupportStatus,
  canReplyTo,
  nextSupportStatuses,
  SUPPORT_STATUSES,
  SupportReplySchema,
  supportListOrder,
} from './support-admin';

describe('support request statuses', () => {
  it('lets an admin close an open or answered request and reopen a closed one', () => {
    expect(nextSupportStatuses('open')).toEqual(['closed']);
    expect(nextSupportStatuses('answered')).toEqual(['closed']);
    expect(nextSupportStatuses('closed')).toEqual(['open']);
  });

  it('refuses every other change, including marking a request answered by hand', () => {
    const allowed = new Set(['open>closed', 'answered>closed', 'closed>open']);
    for (const from of SUPPORT_STATUSES) {
      for (const to of SUPPORT_STATUSES) {
        expect(canChangeSupportStatus(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('takes replies until the request is closed', () => {
    expect(canReplyTo('open')).toBe(true);
    expect(canReplyTo('answered')).toBe(true);
    expect(canReplyTo('closed')).toBe(false);
  });

  it('lists open requests oldest first and the rest newest first', () => {
    expect(supportListOrder('open')).toBe('oldest');
    expect(supportListOrder('closed')).toBe('newest');
    expect(supportListOrder(undefined)).toBe('newest');
  });
});

describe('SupportReplySchema', () => {
  it('trims the reply and refuses a short or missing one with a field message', () => {
    expect(SupportReplySchema.parse({ body: '  Thanks, your refund is on its way.  ' })).toEqual({
      body: 'Thanks, your refund is on its way.',
    });
    for (const body of ['ok', '         ', undefined]) {
      const result = SupportReplySchema.safeParse({ body });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Write a reply of at least 10 characters');
    }
  });
});
