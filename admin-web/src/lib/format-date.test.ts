import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('shows dd/mm/yyyy in local time', () => {
    expect(formatDate(new Date(2025, 2, 7, 12))).toBe('07/03/2025');
    expect(formatDate(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('31/12/2024');
    expect(formatDate(new Date(2023, 0, 1, 0, 0).getTime())).toBe('01/01/2023');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatCalendarDay', () => {
  it('shows a YYYY-MM-DD day as dd/mm/yyyy, whatever the time zone', () => {
    expect(formatCalendarDay('2026-12-01')).toBe('01/12/2026');
  });

  it('shows nothing for what is not such a day', () => {
    expect(formatCalendarDay('')).toBe('');
    expect(formatCalendarDay(undefined)).toBe('');
    expect(formatCalendarDay('1 Dec 2026')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows dd/mm/yyyy, hh:mm (24-hour) in local time', () => {
    expect(formatDateTime(new Date(2025, 2, 7, 15, 5))).toBe('07/03/2025, 15:05');
    expect(formatDateTime(new Date(2024, 11, 31, 0, 9).toISOString())).toBe('31/12/2024, 00:09');
  });

  it('shows a dash for a missing or unreadable moment', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
