import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/warsaw-time.js';
import { reminderDay, reminderHorizon } from './cdd-reminders.js';

describe('reminderHorizon', () => {
  it('reaches exactly the due dates whose reminder day has come, over four years of days', () => {
    const failures: string[] = [];
    for (let today = '2026-01-01'; today < '2030-01-01'; today = addDays(today, 1)) {
      const horizon = reminderHorizon(today);
      // The reminder day of the horizon has come; that of the day after it has not.
      if (reminderDay(horizon) > today) failures.push(`${today}: ${horizon} is too late`);
      if (reminderDay(addDays(horizon, 1)) <= today)
        failures.push(`${today}: ${horizon} is too early`);
    }
    expect(failures).toEqual([]);
  });

  it('reminds one month before, on the last day of a shorter month', () => {
    expect(reminderDay('2027-03-31')).toBe('2027-02-28');
    expect(reminderHorizon('2027-02-28')).toBe('2027-03-31');
    expect(reminderHorizon('2027-01-30')).toBe('2027-02-28');
    expect(reminderHorizon('2027-01-31')).toBe('2027-02-28');
  });
});
