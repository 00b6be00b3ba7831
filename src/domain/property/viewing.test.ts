import { describe, expect, it } from 'vitest';
import {
  VIEWING_MESSAGES as M,
  viewingDateProblem,
  viewingDecisionProblem,
  viewingRequestProblems,
  ViewingRequestSchema,
  viewingStatusText,
} from './viewing';

const TODAY = '2027-05-10';

describe('viewing dates', () => {
  it.each([
    ['2027-05-11', undefined],
    ['2027-05-10', M.futureDate],
    ['2027-05-09', M.futureDate],
    ['2027-11-09', undefined],
    ['2027-11-10', M.horizon],
    ['2027-02-30', M.date],
    ['11/05/2027', M.date],
  ])('%s is %s', (date, problem) => {
    expect(viewingDateProblem(date, TODAY)).toBe(problem);
  });

  it('puts each date’s problem on its own field, a repeated date too', () => {
    expect(viewingRequestProblems(['2027-05-12', '2027-05-01', '2027-05-12'], TODAY)).toEqual({
      'dates.1': M.futureDate,
      'dates.2': M.sameDates,
    });
  });
});

describe('ViewingRequestSchema', () => {
  it('needs a name and phone for someone going in person', () => {
    const result = ViewingRequestSchema.safeParse({ mode: 'in_person', dates: ['2027-05-12'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['viewerName', M.viewerName],
      ['viewerPhone', M.viewerPhone],
    ]);
  });

  it('keeps no viewer for a video call, and takes at most three dates', () => {
    const video = ViewingRequestSchema.parse({
      mode: 'video',
      viewerName: 'Tunde',
      viewerPhone: '+234 803 000 0000',
      dates: ['2027-05-12'],
    });
    expect(video).toEqual({ mode: 'video', viewerName: null, viewerPhone: null, dates: ['2027-05-12'] });
    const four = ViewingRequestSchema.safeParse({ mode: 'video', dates: ['a', 'b', 'c', 'd'] });
    expect(four.error?.issues[0]?.message).toBe(M.tooManyDates);
    const none = ViewingRequestSchema.safeParse({ mode: 'video', dates: [] });
    expect(none.error?.issues[0]?.message).toBe(M.dates);
  });
});

describe('an admin’s answer', () => {
  const viewing = {
    preferredDates: ['2027-05-12', '2027-05-14'],
    status: 'requested' as const,
    scheduledDate: null,
  };

  it('confirms one of the preferred dates, or proposes any future date', () => {
    expect(viewingDecisionProblem(viewing, { action: 'confirm', date: '2027-05-14' }, TODAY)).toBeUndefined();
    expect(viewingDecisionProblem(viewing, { action: 'confirm', date: '2027-05-13' }, TODAY)).toEqual({
      field: 'date',
      message: M.notPreferred,
    });
    expect(viewingDecisionProblem(viewing, { action: 'propose', date: '2027-05-13' }, TODAY)).toBeUndefined();
    expect(viewingDecisionProblem(viewing, { action: 'propose', date: TODAY }, TODAY)).toEqual({
      field: 'date',
      message: M.futureDate,
    });
  });

  it('may confirm the date it proposed', () => {
    const proposed = { ...viewing, status: 'proposed' as const, scheduledDate: '2027-05-20' };
    expect(
      viewingDecisionProblem(proposed, { action: 'confirm', date: '2027-05-20' }, TODAY),
    ).toBeUndefined();
  });

  it('reads as one line', () => {
    expect(viewingStatusText({ status: 'requested', scheduledDate: null })).toBe('Viewing requested');
    expect(viewingStatusText({ status: 'confirmed', scheduledDate: '2027-05-14' })).toBe(
      'Viewing confirmed for 14 May 2027',
    );
    expect(viewingStatusText({ status: 'proposed', scheduledDate: '2027-05-20' })).toBe(
      'New date proposed: 20 May 2027',
    );
  });
});
