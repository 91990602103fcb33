import { describe, expect, it } from 'vitest';
import { easterSunday, giifReportDeadline, isPolishPublicHoliday } from './giif-deadline.js';

describe('giifReportDeadline', () => {
  // Booked on → last day to report, across holidays, weekends and year ends (issue 32).
  it.each([
    ['2026-12-24', '2026-12-31', 'New Year’s Eve is a working day'],
    ['2026-12-25', '2027-01-04', 'New Year’s Day, then a weekend'],
    ['2026-12-30', '2027-01-07', 'Epiphany'],
    ['2025-12-17', '2025-12-29', 'Christmas Eve (a holiday from 2025), Christmas, a weekend'],
    ['2024-12-17', '2024-12-24', 'Christmas Eve 2024 was a working day'],
    ['2026-03-30', '2026-04-07', 'Easter Monday'],
    ['2026-04-24', '2026-05-04', '1 May, a weekend and 3 May'],
    ['2026-05-17', '2026-05-25', 'Pentecost, a Sunday'],
    ['2026-05-28', '2026-06-05', 'Corpus Christi'],
    ['2026-08-08', '2026-08-17', 'Assumption on a Saturday'],
    ['2026-11-04', '2026-11-12', 'Independence Day'],
    ['2027-12-25', '2028-01-03', 'New Year’s Day on a Saturday'],
    ['2028-02-22', '2028-02-29', 'a leap day'],
  ])('a transaction of %s is reported by %s (%s)', (bookedOn, deadline) => {
    expect(giifReportDeadline(bookedOn)).toBe(deadline);
  });

  it('counts 7 days without the day of the transaction (GIIF komunikat nr 15)', () => {
    expect(giifReportDeadline('2019-07-22')).toBe('2019-07-29');
  });

  it('moves a deadline on a Saturday or a Sunday to the Monday (KPA art. 57 § 4)', () => {
    // 2026-03-07 is a Saturday, 2026-03-08 a Sunday.
    expect(giifReportDeadline('2026-02-28')).toBe('2026-03-09');
    expect(giifReportDeadline('2026-03-01')).toBe('2026-03-09');
  });

  it.each([
    ['Easter Monday', '2025-04-14', '2025-04-22'],
    ['Corpus Christi (Thursday)', '2025-06-12', '2025-06-20'],
    ['1 May (Thursday)', '2025-04-24', '2025-05-02'],
    ['3 May on a Saturday, then Sunday', '2025-04-26', '2025-05-05'],
    ['3 May on a Monday', '2027-04-26', '2027-05-04'],
    ['15 August (Friday)', '2025-08-08', '2025-08-18'],
    ['11 November (Tuesday)', '2025-11-04', '2025-11-12'],
    ['24 December 2025, then 25, 26 and the weekend', '2025-12-17', '2025-12-29'],
    ['25 December 2025', '2025-12-18', '2025-12-29'],
    ['26 December 2025', '2025-12-19', '2025-12-29'],
    ['1 January, across the year', '2025-12-25', '2026-01-02'],
    ['6 January', '2025-12-30', '2026-01-07'],
  ])('moves a deadline on %s to the next working day', (_holiday, bookedOn, deadline) => {
    expect(giifReportDeadline(bookedOn)).toBe(deadline);
  });

  it('keeps 24 December 2024, which was not yet a holiday', () => {
    expect(isPolishPublicHoliday('2024-12-24')).toBe(false);
    expect(giifReportDeadline('2024-12-17')).toBe('2024-12-24');
  });

  it('keeps a deadline on an ordinary working day', () => {
    expect(giifReportDeadline('2026-03-03')).toBe('2026-03-10');
  });
});

describe('isPolishPublicHoliday', () => {
  it('knows the movable holidays of 2025 from Easter', () => {
    expect(isPolishPublicHoliday('2025-04-20')).toBe(true); // Easter Sunday
    expect(isPolishPublicHoliday('2025-04-21')).toBe(true); // Easter Monday
    expect(isPolishPublicHoliday('2025-06-08')).toBe(true); // Pentecost
    expect(isPolishPublicHoliday('2025-06-19')).toBe(true); // Corpus Christi
    expect(isPolishPublicHoliday('2025-04-18')).toBe(false); // Good Friday is a working day
    expect(isPolishPublicHoliday('2025-05-02')).toBe(false);
    expect(isPolishPublicHoliday('2025-12-31')).toBe(false);
  });
});

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'],
    [1943, '1943-04-25'],
    [2000, '2000-04-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
    // The years the algorithm's correction term (m) is 1 for: Easter falls a week earlier.
    [1954, '1954-04-18'],
    [1981, '1981-04-19'],
    [2049, '2049-04-18'],
    [2076, '2076-04-19'],
  ])('%i: %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });
});
