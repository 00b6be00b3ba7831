import { describe, expect, it } from 'vitest';
import { partnerStepLines } from './partner-steps';

const at = (iso: string) => new Date(iso);

describe('partnerStepLines', () => {
  it("names the partner's viewing and outcome steps, oldest first", () => {
    const lines = partnerStepLines([
      {
        action: 'status changed',
        after: { status: 'approved', partner: 'Lekki Homes' },
        at: at('2026-12-04T10:00:00Z'),
      },
      {
        action: 'viewing proposed',
        after: { date: '2026-12-05', partner: 'Lekki Homes' },
        at: at('2026-12-01T09:00:00Z'),
      },
      {
        action: 'viewing confirmed',
        after: { date: '2026-12-05', partner: 'Lekki Homes' },
        at: at('2026-12-02T09:00:00Z'),
      },
    ]);
    expect(lines).toEqual([
      { text: 'Lekki Homes proposed another time: 5 December 2026', at: '2026-12-01T09:00:00.000Z' },
      { text: 'Lekki Homes confirmed the viewing for 5 December 2026', at: '2026-12-02T09:00:00.000Z' },
      { text: 'Approved by Lekki Homes', at: '2026-12-04T10:00:00.000Z' },
    ]);
  });

  it("leaves out our admins' own steps and entries it does not know", () => {
    expect(
      partnerStepLines([
        { action: 'viewing confirmed', after: { date: '2026-12-05' }, at: at('2026-12-01T09:00:00Z') },
        {
          action: 'status changed',
          after: { status: 'rejected', partner: '' },
          at: at('2026-12-01T09:00:00Z'),
        },
        {
          action: 'status changed',
          after: { status: 'lost', partner: 'Lekki Homes' },
          at: at('2026-12-01T09:00:00Z'),
        },
        { action: 'note added', after: { partner: 'Lekki Homes' }, at: at('2026-12-01T09:00:00Z') },
        {
          action: 'viewing proposed',
          after: { date: 'soon', partner: 'Lekki Homes' },
          at: at('2026-12-01T09:00:00Z'),
        },
        { action: 'status changed', after: null, at: at('2026-12-01T09:00:00Z') },
      ]),
    ).toEqual([]);
  });

  it('names rejections and cancellations by the partner', () => {
    const lines = partnerStepLines([
      {
        action: 'status changed',
        after: { status: 'rejected', partner: 'Lekki Homes' },
        at: at('2026-12-01T09:00:00Z'),
      },
      {
        action: 'status changed',
        after: { status: 'cancelled', partner: 'Lekki Homes' },
        at: at('2026-12-02T09:00:00Z'),
      },
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Rejected by Lekki Homes', 'Cancelled by Lekki Homes']);
  });
});
