import { describe, expect, it } from 'vitest';
import { refilingReminder } from './identification-form.js';

describe('the identification form’s re-filing (2025 amendment)', () => {
  it.each([
    // filed on, today → state, due on
    [null, '2026-11-28', 'due', '2026-12-31', 33],
    [null, '2027-01-01', 'overdue', '2026-12-31', -1],
    ['2019-03-01', '2025-10-01', 'due', '2025-12-31', 91],
    ['2025-06-30', '2026-11-28', 'overdue', '2025-12-31', -332],
    ['2025-07-01', '2026-11-28', 'filed', null, null],
    ['2025-09-15', '2027-06-01', 'filed', null, null],
  ] as const)('filed on %s, on %s: %s by %s', (filedOn, today, state, dueOn, daysLeft) => {
    expect(refilingReminder(today, filedOn)).toEqual({ state, due_on: dueOn, days_left: daysLeft });
  });
});
