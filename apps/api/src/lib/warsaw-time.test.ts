import { describe, expect, it } from 'vitest';
import { addMonths, quarterOf, warsawDay, warsawDayStart } from './warsaw-time.js';

describe('quarterOf', () => {
  it('starts and ends quarters at midnight in Warsaw, summer and winter time alike', () => {
    const q = quarterOf(new Date('2026-05-04T08:00:00Z'));
    expect(q.label).toBe('2026-Q2');
    expect(q.from.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(q.to.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    const winter = quarterOf(new Date('2026-11-23T10:00:00Z'));
    expect(winter.from.toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(winter.to.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('counts the first hour of a quarter in Warsaw as the new quarter', () => {
    // 2026-12-31T23:30Z is already 00:30 on 1 January 2027 in Warsaw.
    expect(quarterOf(new Date('2026-12-31T23:30:00Z')).label).toBe('2027-Q1');
    expect(quarterOf(new Date('2026-12-31T22:30:00Z')).label).toBe('2026-Q4');
  });

  it('moves back across the turn of the year', () => {
    const previous = quarterOf(new Date('2027-02-10T12:00:00Z'), -1);
    expect(previous.label).toBe('2026-Q4');
    expect(previous.from.toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(previous.to.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('warsawDay', () => {
  it('answers the calendar day in Warsaw, not in UTC', () => {
    expect(warsawDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(warsawDay(new Date('2026-01-14T22:30:00Z'))).toBe('2026-01-14');
    expect(warsawDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(warsawDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
  });
});

describe('warsawDay across clock changes', () => {
  it('changes the offset at the exact instant the clocks move, before and after a cached hour', () => {
    // Summer time starts 2026-03-29 at 01:00 UTC (02:00 → 03:00 in Warsaw).
    expect(warsawDay(new Date('2026-03-28T22:59:59.999Z'))).toBe('2026-03-28');
    expect(warsawDay(new Date('2026-03-28T23:00:00.000Z'))).toBe('2026-03-29');
    expect(warsawDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Winter time comes back 2026-10-25 at 01:00 UTC: 22:30 UTC is still the same day in Warsaw.
    expect(warsawDay(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    expect(warsawDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    // 1915: Warsaw's mean time (+1:24) gave way to +1:00 at 22:36 UTC, inside an hour; taking
    // the hour's first offset for 22:40 would make it 00:04 on the next day.
    expect(warsawDay(new Date('1915-08-04T22:35:00Z'))).toBe('1915-08-04');
    expect(warsawDay(new Date('1915-08-04T22:40:00Z'))).toBe('1915-08-04');
    expect(warsawDay(new Date('1915-08-04T23:10:00Z'))).toBe('1915-08-05');
  });
});

describe('addMonths', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2026-05-10', 119)).toBe('2036-04-10');
  });
});
