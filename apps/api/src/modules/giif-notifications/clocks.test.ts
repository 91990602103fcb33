import { describe, expect, it } from 'vitest';
import { art74Deadline, holdRange, isBusinessDay } from './clocks.js';

describe("art. 74's deadline", () => {
  it('counts two business days after the day of the confirmation, to the end of the last', () => {
    // Tuesday 10:00 in Warsaw: Wednesday and Thursday.
    expect(art74Deadline(new Date('2026-03-03T09:00:00Z'))).toEqual({
      day: '2026-03-05',
      at: new Date('2026-03-05T22:59:59.999Z'),
    });
  });

  it('skips the weekend', () => {
    // Thursday: Friday, then Monday.
    expect(art74Deadline(new Date('2026-03-05T15:00:00Z')).day).toBe('2026-03-09');
    // 23:30 on Friday in Warsaw: Monday and Tuesday.
    expect(art74Deadline(new Date('2026-03-06T22:30:00Z')).day).toBe('2026-03-10');
  });

  it('skips Christmas: Eve (a holiday from 2025), both days and the Sunday', () => {
    // Thursday 24 December 2026, 10:00: 25 and 26 (Saturday) are holidays, 27 a Sunday.
    const deadline = art74Deadline(new Date('2026-12-24T09:00:00Z'));
    expect(deadline.day).toBe('2026-12-29');
    // The end of 29 December in Warsaw (CET, UTC+1).
    expect(deadline.at.toISOString()).toBe('2026-12-29T22:59:59.999Z');
  });

  it('skips movable holidays and counts in summer time', () => {
    // Easter Monday 2026 is 6 April: confirmed on Friday 3 April, Tuesday and Wednesday.
    const deadline = art74Deadline(new Date('2026-04-03T08:00:00Z'));
    expect(deadline.day).toBe('2026-04-08');
    expect(deadline.at.toISOString()).toBe('2026-04-08T21:59:59.999Z');
    expect(isBusinessDay('2026-04-06')).toBe(false);
    expect(isBusinessDay('2026-04-07')).toBe(true);
  });

  it('takes the day in Warsaw, not in UTC', () => {
    // 23:30 UTC on Monday is 00:30 on Tuesday in Warsaw: Wednesday and Thursday.
    expect(art74Deadline(new Date('2026-03-02T23:30:00Z')).day).toBe('2026-03-05');
  });
});

describe("art. 86's hold", () => {
  it('runs 24 hours from the receipt, and at most 96', () => {
    const receipt = new Date('2026-03-02T10:15:00Z');
    expect(holdRange(receipt)).toEqual({
      min: new Date('2026-03-03T10:15:00Z'),
      max: new Date('2026-03-06T10:15:00Z'),
    });
  });
});
