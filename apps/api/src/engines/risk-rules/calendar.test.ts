import { describe, expect, it } from 'vitest';
import { addMonths, completedYears, hasLastedMonths } from './calendar.js';

describe('calendar periods (art. 112 KC)', () => {
  it('adds months, ending on the last day of a shorter month', () => {
    expect(addMonths('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('counts an age in full years, the birthday included', () => {
    expect(completedYears('2008-05-10', '2026-05-09')).toBe(17);
    expect(completedYears('2008-05-10', '2026-05-10')).toBe(18);
    expect(completedYears('2008-05-10', '2026-12-31')).toBe(18);
  });

  it('makes someone born on 29 February a year older on 28 February', () => {
    expect(completedYears('2008-02-29', '2026-02-27')).toBe(17);
    expect(completedYears('2008-02-29', '2026-02-28')).toBe(18);
  });

  it('says whether a period of months has passed', () => {
    expect(hasLastedMonths('2025-06-01', '2026-05-31', 12)).toBe(false);
    expect(hasLastedMonths('2025-06-01', '2026-06-01', 12)).toBe(true);
  });
});
