import { describe, expect, it } from 'vitest';
import {
  cardCoverStatus,
  cardShareText,
  initialsOf,
  mailShareUrl,
  memberNumber,
  orderHasCards,
  RevokeCardSchema,
  whatsAppShareUrl,
} from './member-card';

const COVER = { orderStatus: 'active', validFrom: '2026-03-01', validTo: '2027-02-28', revoked: false };

describe('cardCoverStatus', () => {
  it.each([
    ['the day before the start', { today: '2026-02-28' }, 'not-yet-active'],
    ['the first day', { today: '2026-03-01' }, 'active'],
    ['the last day', { today: '2027-02-28' }, 'active'],
    ['the day after the end', { today: '2027-03-01' }, 'expired'],
    ['an expired order', { orderStatus: 'expired', today: '2026-06-01' }, 'expired'],
    ['a cancelled order', { orderStatus: 'cancelled', today: '2026-06-01' }, 'cancelled'],
    ['a paid order', { orderStatus: 'paid', today: '2026-06-01' }, 'not-yet-active'],
    ['a revoked card, whatever the dates', { revoked: true, today: '2026-06-01' }, 'revoked'],
    [
      'a revoked card of a cancelled order',
      { revoked: true, orderStatus: 'cancelled', today: '2026-06-01' },
      'revoked',
    ],
  ] as const)('%s', (_name, facts, status) => {
    expect(cardCoverStatus({ ...COVER, ...facts })).toBe(status);
  });
});

describe('the card’s texts', () => {
  it('shows initials only', () => {
    expect(initialsOf('Ada', 'Okafor')).toBe('A. O.');
    expect(initialsOf(' ọlá ', 'Adéyẹmí')).toBe('Ọ. A.');
    expect(initialsOf('', '')).toBe('');
  });

  it('numbers members after the order', () => {
    expect(memberNumber('DH1A2B3C4D', 0)).toBe('DH1A2B3C4D-01');
    expect(memberNumber('DH1A2B3C4D', 9)).toBe('DH1A2B3C4D-10');
  });

  it('has cards for active and expired orders only', () => {
    expect(['pending', 'paid', 'active', 'expired', 'cancelled'].filter(orderHasCards)).toEqual([
      'active',
      'expired',
    ]);
  });

  it('shares the verification link by WhatsApp and e-mail, encoded', () => {
    const text = cardShareText('Venus Medicare Zenith', 'https://dh.example/verify/abc_-');
    expect(whatsAppShareUrl(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(decodeURIComponent(whatsAppShareUrl(text).split('text=')[1]!)).toContain(
      'https://dh.example/verify/abc_-',
    );
    const mail = mailShareUrl('mum@example.com', text);
    expect(mail.startsWith('mailto:mum@example.com?subject=')).toBe(true);
    expect(mail).toContain(`&body=${encodeURIComponent(text)}`);
  });

  it('needs a revoke reason', () => {
    expect(RevokeCardSchema.safeParse({ reason: '   ' }).success).toBe(false);
    expect(RevokeCardSchema.parse({ reason: ' Lost ' })).toEqual({ reason: 'Lost' });
  });
});
