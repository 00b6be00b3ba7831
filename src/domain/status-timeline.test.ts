import { describe, expect, it } from 'vitest';
import { statusTimeline } from './status-timeline';

const createdAt = new Date('2026-11-01T09:00:00Z');
const updatedAt = new Date('2026-11-05T12:00:00Z');
const at = (day: string) => new Date(`2026-11-${day}T10:00:00Z`);

describe('statusTimeline', () => {
  it('lists the recorded changes oldest first', () => {
    const steps = statusTimeline({ status: 'active', createdAt, updatedAt }, 'pending', [
      { status: 'paid', at: at('03') },
      { status: 'pending', at: createdAt },
      { status: 'active', at: at('04') },
    ]);
    expect(steps).toEqual([
      { status: 'pending', at: createdAt.toISOString() },
      { status: 'paid', at: at('03').toISOString() },
      { status: 'active', at: at('04').toISOString() },
    ]);
  });

  it('starts with the first status at creation when no record names it (applications record only changes)', () => {
    const steps = statusTimeline({ status: 'approved', createdAt, updatedAt }, 'pending', [
      { status: 'approved', at: at('02') },
    ]);
    expect(steps.map((step) => step.status)).toEqual(['pending', 'approved']);
    expect(steps[0]?.at).toBe(createdAt.toISOString());
  });

  it('is the creation alone when nothing changed', () => {
    expect(statusTimeline({ status: 'pending', createdAt, updatedAt }, 'pending', [])).toEqual([
      { status: 'pending', at: createdAt.toISOString() },
    ]);
  });

  it('dates a current status no record names by the last change of the row', () => {
    const steps = statusTimeline({ status: 'cancelled', createdAt, updatedAt }, 'pending', []);
    expect(steps).toEqual([
      { status: 'pending', at: createdAt.toISOString() },
      { status: 'cancelled', at: updatedAt.toISOString() },
    ]);
  });

  it("carries a step's line (who took it, issue 33 point 6) and adds none where the record had none", () => {
    const steps = statusTimeline({ status: 'approved', createdAt, updatedAt }, 'pending', [
      { status: 'approved', at: at('02'), line: 'Harbour Life approved the claim' },
    ]);
    expect(steps).toEqual([
      { status: 'pending', at: createdAt.toISOString() },
      { status: 'approved', at: at('02').toISOString(), line: 'Harbour Life approved the claim' },
    ]);
  });
});
