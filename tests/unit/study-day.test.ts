// The learner's calendar day and the streak from runs of study days (decision 0069), with fixed dates.
import { describe, expect, it } from 'vitest';
import { cardProgress } from '@/lib/contract/study-progress';
import { matchPairCount, minimumMatchMs } from '@/lib/contract/match';
import { addDays, streakOf, studyDayOf } from '@/server/flashcards/study-day';

describe('study day', () => {
  const at = new Date('2026-03-01T23:30:00Z');
  it('counts in the offset the browser reported (Date#getTimezoneOffset sign)', () => {
    expect(studyDayOf(at, { timezoneOffset: -60, country: 'GB' })).toBe('2026-03-02');
    expect(studyDayOf(at, { timezoneOffset: 0, country: 'DE' })).toBe('2026-03-01');
    expect(studyDayOf(new Date('2026-03-02T03:00:00Z'), { timezoneOffset: 300, country: 'DE' })).toBe('2026-03-01');
  });

  it("falls back to the edition's time zone, daylight saving included", () => {
    expect(studyDayOf(at, { timezoneOffset: null, country: 'DE' })).toBe('2026-03-02');
    expect(studyDayOf(at, { timezoneOffset: null, country: 'GB' })).toBe('2026-03-01');
    expect(studyDayOf(new Date('2026-03-02T04:30:00Z'), { timezoneOffset: null, country: 'MX' })).toBe('2026-03-01');
    // Summer: Berlin is UTC+2, so 22:30 UTC is already the next day.
    expect(studyDayOf(new Date('2026-07-01T22:30:00Z'), { timezoneOffset: null, country: 'DE' })).toBe('2026-07-02');
    expect(studyDayOf(at, { timezoneOffset: null, country: 'XX' })).toBe('2026-03-01');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('streak', () => {
  const runs = [
    { length: 3, lastDay: '2026-03-03' },
    { length: 7, lastDay: '2026-02-20' },
  ];
  it('is the run ending today, or yesterday while today is not over', () => {
    expect(streakOf(runs, '2026-03-03')).toEqual({ days: 3, studiedToday: true, longest: 7 });
    expect(streakOf(runs, '2026-03-04')).toEqual({ days: 3, studiedToday: false, longest: 7 });
    expect(streakOf(runs, '2026-03-05')).toEqual({ days: 0, studiedToday: false, longest: 7 });
    expect(streakOf([], '2026-03-05')).toEqual({ days: 0, studiedToday: false, longest: 0 });
  });
});

describe('progress buckets and Match limits', () => {
  it('calls a card mastered from 21 days of stability in review', () => {
    expect(cardProgress(null, null)).toBe('new');
    expect(cardProgress(0, 0)).toBe('new');
    expect(cardProgress(1, 40)).toBe('learning');
    expect(cardProgress(3, 40)).toBe('learning');
    expect(cardProgress(2, 20.9)).toBe('learning');
    expect(cardProgress(2, 21)).toBe('mastered');
  });

  it('plays up to 6 pairs and needs 500 ms a pair', () => {
    expect(matchPairCount(40)).toBe(6);
    expect(matchPairCount(3)).toBe(3);
    expect(minimumMatchMs(6)).toBe(3000);
  });
});
